import { describe, expect, it } from "vitest";
import { DEV_PROPOSALS } from "./devProposals.ts";

describe("DEV_PROPOSALS", () => {
  it("has closed, active and pending proposals in both spaces", () => {
    expect(new Set(DEV_PROPOSALS.map(({ timing }) => timing))).toEqual(
      new Set(["closed", "active", "pending"]),
    );
    expect(new Set(DEV_PROPOSALS.map(({ space }) => space))).toEqual(new Set(["core", "community"]));
  });

  it("proposes in Core from the admin only, votes for existing choices, one vote per account, none before start", () => {
    for (const proposal of DEV_PROPOSALS) {
      if (proposal.space === "core") expect(proposal.author).toBe(0);
      for (const { choice } of proposal.votes) expect(choice).toBeGreaterThanOrEqual(1);
      for (const { choice } of proposal.votes) expect(choice).toBeLessThanOrEqual(proposal.choices.length);
      expect(new Set(proposal.votes.map(({ voter }) => voter)).size).toBe(proposal.votes.length);
      if (proposal.timing === "pending") expect(proposal.votes).toEqual([]);
    }
  });
});
