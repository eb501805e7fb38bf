import { describe, expect, it } from "vitest";
import type { Vote } from "../../model/Vote.ts";
import { VotingHubAnswerError } from "../../model/VotingHubAnswerError.ts";
import { buildVerifyVotesBody, parseInvalidVoters } from "./voteVerification.ts";

const vote = (voter: string, vp: number, verificationHash?: string): Vote => ({
  id: `0xid-${voter}`,
  voter,
  created: 1,
  choice: 1,
  reason: "",
  vp,
  proposalId: "0xp",
  verificationHash,
});

describe("buildVerifyVotesBody", () => {
  it("sends each vote's address, the hub's verification hash and power, at the snapshot block", () => {
    expect(buildVerifyVotesBody(1234, [vote("0xAa", 5, "0xhash-a"), vote("0xbB", 7.5)])).toEqual({
      block: 1234,
      votes: [
        { address: "0xAa", verificationHash: "0xhash-a", total: 5 },
        { address: "0xbB", total: 7.5 },
      ],
    });
  });
});

describe("parseInvalidVoters", () => {
  it("lists the lower-cased addresses found invalid", () => {
    const invalid = parseInvalidVoters({
      "0xaa": { isValid: true, total: 5 },
      "0xBB": { isValid: false, total: 1 },
    });
    expect([...invalid]).toEqual(["0xbb"]);
  });

  it("refuses an answer of another shape", () => {
    expect(() => parseInvalidVoters({ "0xaa": true })).toThrow(VotingHubAnswerError);
  });
});
