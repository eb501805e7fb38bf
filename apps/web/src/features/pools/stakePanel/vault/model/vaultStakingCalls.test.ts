import { describe, expect, it } from "vitest";
import { cakeVaultAbi } from "@griddle/sdk";
import { VAULT_GAS_LIMIT, VAULT_HARVEST_GAS_LIMIT } from "../../../../staking/index.ts";
import { buildVaultDepositCall, buildVaultHarvestCall, buildVaultWithdrawCall } from "./vaultStakingCalls.ts";

const vault = "0x8bCe54ff8aB45CB075b044AE117b8fD91F9351aB";

describe("vault staking calls", () => {
  it("deposits CAKE with the vault gas limit", () => {
    expect(buildVaultDepositCall(vault, 10n)).toEqual({
      address: vault,
      abi: cakeVaultAbi,
      functionName: "deposit",
      args: [10n],
      gas: VAULT_GAS_LIMIT,
    });
  });

  it("withdraws shares, or everything when planned so", () => {
    expect(buildVaultWithdrawCall(vault, { kind: "withdraw", shares: 4n })).toMatchObject({
      functionName: "withdraw",
      args: [4n],
      gas: VAULT_GAS_LIMIT,
    });
    expect(buildVaultWithdrawCall(vault, { kind: "withdrawAll" })).toMatchObject({
      functionName: "withdrawAll",
      args: [],
      gas: VAULT_GAS_LIMIT,
    });
  });

  it("claims the bounty through harvest with its own gas limit", () => {
    expect(buildVaultHarvestCall(vault)).toEqual({
      address: vault,
      abi: cakeVaultAbi,
      functionName: "harvest",
      args: [],
      gas: VAULT_HARVEST_GAS_LIMIT,
    });
  });
});
