import { describe, expect, it } from "vitest";
import { erc20Abi } from "viem";
import { cakeVaultAbi } from "@griddle/sdk";
import { vaultPublicCalls } from "./vaultPublicCalls.ts";
import { vaultUserCalls } from "./vaultUserCalls.ts";

const VAULT = "0x610178dA211FEF7D417bC0e6FeD39F05609AD788";
const CAKE = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512";
const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("vault calls", () => {
  it("read the vault's figures in the order parseVaultPublicReads expects", () => {
    const calls = vaultPublicCalls(VAULT);
    expect(calls.map((call) => call.functionName)).toEqual([
      "getPricePerFullShare",
      "totalShares",
      "balanceOf",
      "calculateHarvestCakeRewards",
      "calculateTotalPendingCakeRewards",
      "performanceFee",
      "callFee",
      "withdrawFee",
      "withdrawFeePeriod",
    ]);
    expect(calls.every((call) => call.address === VAULT && call.abi === cakeVaultAbi)).toBe(true);
  });

  it("read the account's position, CAKE allowance to the vault and CAKE balance", () => {
    expect(vaultUserCalls(VAULT, CAKE, ACCOUNT)).toEqual([
      { address: VAULT, abi: cakeVaultAbi, functionName: "userInfo", args: [ACCOUNT] },
      { address: CAKE, abi: erc20Abi, functionName: "allowance", args: [ACCOUNT, VAULT] },
      { address: CAKE, abi: erc20Abi, functionName: "balanceOf", args: [ACCOUNT] },
    ]);
  });
});
