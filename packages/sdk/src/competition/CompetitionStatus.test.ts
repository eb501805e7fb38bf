import { describe, expect, it } from "vitest";
import { CompetitionStatus, toCompetitionStatus } from "./CompetitionStatus.ts";

describe("toCompetitionStatus", () => {
  it("reads the contract's five phases", () => {
    expect([0, 1, 2, 3, 4].map(toCompetitionStatus)).toEqual([
      CompetitionStatus.Registration,
      CompetitionStatus.Live,
      CompetitionStatus.Close,
      CompetitionStatus.Claiming,
      CompetitionStatus.Over,
    ]);
  });

  it.each([-1, 5, 1.5])("refuses %d", (value) => {
    expect(() => toCompetitionStatus(value)).toThrow(`Unknown competition status ${value}`);
  });
});
