import { describe, expect, it } from "vitest";
import { computeAddStakeKind } from "./computeAddStakeKind.ts";

const open = { limitReached: false, isFinished: false, needsApproval: false };

describe("computeAddStakeKind", () => {
  it("lets a staker add to the position", () => {
    expect(computeAddStakeKind(open)).toBe("stake");
  });

  it("explains the limit before anything else", () => {
    expect(computeAddStakeKind({ limitReached: true, isFinished: true, needsApproval: true })).toBe(
      "limitReached",
    );
  });

  it("takes no new stake in a finished pool, approved or not", () => {
    expect(computeAddStakeKind({ ...open, isFinished: true })).toBe("finished");
    expect(computeAddStakeKind({ ...open, isFinished: true, needsApproval: true })).toBe("finished");
  });

  it("asks to enable again once the allowance is used up", () => {
    expect(computeAddStakeKind({ ...open, needsApproval: true })).toBe("enable");
  });
});
