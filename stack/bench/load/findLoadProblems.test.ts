import { describe, expect, it } from "vitest";
import type { LoadFigure } from "./LoadTarget.ts";
import { findLoadProblems } from "./findLoadProblems.ts";

const figure = (what: string, errors: number, firstFault?: string): LoadFigure => ({
  service: "API",
  what,
  reference: false,
  requestsPerSecond: 100,
  p99Ms: 20,
  requests: 1000,
  errors,
  firstFault,
});

describe("findLoadProblems", () => {
  it("passes a run without errors and without lost writes", () => {
    expect(findLoadProblems([figure("GET /health", 0), figure("votes", 0)], [])).toEqual([]);
  });

  it("names each row with errors and its first wrong answer, or a connection error when none came", () => {
    expect(
      findLoadProblems(
        [figure("GET /health", 0), figure("proposals", 3, "status 500: boom"), figure("users", 2)],
        [],
      ),
    ).toEqual([
      "API proposals: 3 errors (first: status 500: boom)",
      "API users: 2 errors (first: a connection error or timeout)",
    ]);
  });

  it("fails on any accepted write not found stored, listing the first five", () => {
    const lost = ["0x1", "0x2", "0x3", "0x4", "0x5", "0x6", "0x7"];
    expect(findLoadProblems([figure("votes", 0)], lost)).toEqual([
      "7 accepted writes were not stored: 0x1, 0x2, 0x3, 0x4, 0x5, and 2 more",
    ]);
    expect(findLoadProblems([figure("votes", 0)], ["0xa"])).toEqual([
      "1 accepted writes were not stored: 0xa",
    ]);
  });
});
