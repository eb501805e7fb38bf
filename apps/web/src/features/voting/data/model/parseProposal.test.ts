import { describe, expect, it } from "vitest";
import { VotingHubAnswerError } from "../../model/VotingHubAnswerError.ts";
import { parseProposal, parseProposalAnswer, parseProposals } from "./parseProposal.ts";
import { hubProposalFixture } from "./testProposal.ts";

describe("parseProposal", () => {
  it("reads every field, the snapshot block from text and scores_total as scoresTotal", () => {
    expect(parseProposal(hubProposalFixture())).toEqual({
      id: "0x" + "ab".repeat(32),
      title: "Add a CAKE-BNB farm boost",
      body: "## Why\nMore **rewards**.",
      choices: ["Yes", "No"],
      start: 1_700_000_000,
      end: 1_700_086_400,
      snapshot: 1234,
      state: "active",
      author: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      space: { id: "community", name: "Community" },
      votes: 3,
      scores: [150.5, 49.5],
      scoresTotal: 200,
      type: "single-choice",
      created: 1_699_990_000,
    });
  });

  it("gives a proposal without votes zero scores", () => {
    const proposal = parseProposal(hubProposalFixture({ scores: null, scores_total: null, votes: null }));
    expect(proposal).toMatchObject({ scores: [0, 0], scoresTotal: 0, votes: 0 });
  });

  it("refuses an unknown state or a missing field", () => {
    expect(() => parseProposal(hubProposalFixture({ state: "cancelled" }))).toThrow(VotingHubAnswerError);
    expect(() => parseProposal(hubProposalFixture({ title: undefined }))).toThrow(
      new VotingHubAnswerError("The voting hub's proposal title is not text"),
    );
  });
});

describe("parseProposals and parseProposalAnswer", () => {
  it("read the list, and one proposal or none", () => {
    expect(parseProposals({ proposals: [hubProposalFixture()] })).toHaveLength(1);
    expect(parseProposals({ proposals: [] })).toEqual([]);
    expect(parseProposalAnswer({ proposal: null })).toBeNull();
    expect(parseProposalAnswer({ proposal: hubProposalFixture({ state: "closed" }) })?.state).toBe("closed");
    expect(() => parseProposals({})).toThrow(VotingHubAnswerError);
  });
});
