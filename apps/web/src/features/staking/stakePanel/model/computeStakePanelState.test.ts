import { describe, expect, it } from "vitest";
import { computeStakePanelState } from "./computeStakePanelState.ts";

const ready = { hasAccount: true, isLoaded: true, needsApproval: false, hasStake: false };

describe("computeStakePanelState", () => {
  it("asks a visitor to connect, whatever else is known", () => {
    expect(computeStakePanelState({ ...ready, hasAccount: false, hasStake: true })).toBe("connect");
  });

  it("shows a skeleton until the account's data has loaded", () => {
    expect(computeStakePanelState({ ...ready, isLoaded: false })).toBe("loading");
  });

  it("asks to enable the pool before a first stake", () => {
    expect(computeStakePanelState({ ...ready, needsApproval: true })).toBe("enable");
  });

  it("shows the position once staked, else the Stake button", () => {
    expect(computeStakePanelState({ ...ready, hasStake: true })).toBe("staked");
    expect(computeStakePanelState(ready)).toBe("stake");
  });

  it("keeps a staker's position reachable without an allowance, so it can be unstaked", () => {
    expect(computeStakePanelState({ ...ready, hasStake: true, needsApproval: true })).toBe("staked");
  });
});
