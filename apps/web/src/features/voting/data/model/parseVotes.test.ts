import { describe, expect, it } from "vitest";
import { VotingHubAnswerError } from "../../model/VotingHubAnswerError.ts";
import { parseVotes } from "./parseVotes.ts";

const VOTE = {
  id: "0xv1",
  voter: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  created: 1_700_000_100,
  choice: 2,
  reason: "",
  vp: 12.5,
  vp_by_strategy: [10, 2.5, 0, 0, 0, 0],
  proposal: { id: "0xp" },
  metadata: { votingPower: 12.5, verificationHash: "0xhash" },
};

describe("parseVotes", () => {
  it("reads each vote with its 1-based choice and power", () => {
    expect(parseVotes({ votes: [VOTE] })).toEqual([
      {
        id: "0xv1",
        voter: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
        created: 1_700_000_100,
        choice: 2,
        reason: "",
        vp: 12.5,
        proposalId: "0xp",
        verificationHash: "0xhash",
      },
    ]);
  });

  it("leaves the verification hash unknown when the hub gives none", () => {
    expect(parseVotes({ votes: [{ ...VOTE, metadata: null }] })[0]?.verificationHash).toBeUndefined();
  });

  it("takes a missing reason as none, and refuses a vote without power", () => {
    expect(parseVotes({ votes: [{ ...VOTE, reason: null }] })[0]?.reason).toBe("");
    expect(() => parseVotes({ votes: [{ ...VOTE, vp: null }] })).toThrow(VotingHubAnswerError);
  });
});
