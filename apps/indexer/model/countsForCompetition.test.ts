import { describe, expect, it } from "vitest";
import { countsForCompetition, type CompetitionSwapContext } from "./countsForCompetition.ts";

describe("countsForCompetition", () => {
  it("counts a registered trader's swap on an eligible pair while live", () => {
    expect(countsForCompetition({ status: 1, eligiblePair: true, registered: true })).toBe(true);
  });

  it.each<[CompetitionSwapContext, string]>([
    [{ status: 0, eligiblePair: true, registered: true }, "during registration"],
    [{ status: 2, eligiblePair: true, registered: true }, "after the close"],
    [{ status: 3, eligiblePair: true, registered: true }, "while claiming"],
    [{ status: undefined, eligiblePair: true, registered: true }, "without a competition"],
    [{ status: 1, eligiblePair: false, registered: true }, "on another pair"],
    [{ status: 1, eligiblePair: true, registered: false }, "by an unregistered trader"],
  ])("does not count %o (%s)", (context) => {
    expect(countsForCompetition(context)).toBe(false);
  });
});
