import { describe, expect, it } from "vitest";
import { proposalResults } from "./proposalResults.ts";

describe("proposalResults", () => {
  it("gives each choice its power and share of the total", () => {
    expect(proposalResults({ choices: ["Yes", "No"], scores: [150, 50], scoresTotal: 200 })).toEqual([
      { choice: "Yes", power: 150, percent: 75 },
      { choice: "No", power: 50, percent: 25 },
    ]);
  });

  it("gives zeros while nobody voted, and to a choice without a score", () => {
    expect(proposalResults({ choices: ["A", "B", "C"], scores: [0, 0], scoresTotal: 0 })).toEqual([
      { choice: "A", power: 0, percent: 0 },
      { choice: "B", power: 0, percent: 0 },
      { choice: "C", power: 0, percent: 0 },
    ]);
  });
});
