import { describe, expect, it } from "vitest";
import { STAKING_FAILURE_TOAST, stakingSuccessToast } from "./stakingToasts.ts";

describe("stakingSuccessToast", () => {
  it("announces an enabled pool by its earning token, and the vault as a vault", () => {
    expect(stakingSuccessToast({ kind: "enable", target: "pool", symbol: "DOGE" })).toEqual({
      title: { key: "Contract Enabled" },
      description: { key: "You can now stake in the %symbol% pool!", data: { symbol: "DOGE" } },
    });
    expect(stakingSuccessToast({ kind: "enable", target: "vault", symbol: "CAKE" })).toEqual({
      title: { key: "Contract Enabled" },
      description: { key: "You can now stake in the %symbol% vault!", data: { symbol: "CAKE" } },
    });
  });

  it("announces an enabled farm by its LP symbol", () => {
    expect(stakingSuccessToast({ kind: "enable", target: "farm", symbol: "CAKE-BNB LP" })).toEqual({
      title: { key: "Contract Enabled" },
      description: { key: "You can now stake in the %symbol% farm!", data: { symbol: "CAKE-BNB LP" } },
    });
  });

  it("says LP staked in a farm went to the farm", () => {
    expect(stakingSuccessToast({ kind: "farmStake" })).toEqual({
      title: { key: "Staked!" },
      description: { key: "Your funds have been staked in the farm" },
    });
  });

  it("uses the spec's titles for every other success", () => {
    expect(stakingSuccessToast({ kind: "stake", symbol: "CAKE" }).title.key).toBe("Staked!");
    expect(stakingSuccessToast({ kind: "unstake", symbol: "DOGE" }).title.key).toBe("Unstaked!");
    expect(stakingSuccessToast({ kind: "harvest", symbol: "DOGE" }).title.key).toBe("Harvested!");
    expect(stakingSuccessToast({ kind: "compound", symbol: "CAKE" }).title.key).toBe("Compounded!");
    expect(stakingSuccessToast({ kind: "bounty" }).title.key).toBe("Bounty collected!");
  });

  it("names the token in the description", () => {
    expect(stakingSuccessToast({ kind: "harvest", symbol: "DOGE" }).description).toEqual({
      key: "Your %symbol% earnings have been sent to your wallet!",
      data: { symbol: "DOGE" },
    });
  });
});

describe("STAKING_FAILURE_TOAST", () => {
  it("is the spec's single Error toast", () => {
    expect(STAKING_FAILURE_TOAST).toEqual({
      title: { key: "Error" },
      description: {
        key: "Please try again. Confirm the transaction and make sure you are paying enough gas!",
      },
    });
  });
});
