import type { Address } from "viem";
import { computeVotingPower } from "./computeVotingPower.ts";
import type { VotingContracts } from "./VotingContracts.ts";
import type { VotingPower } from "./VotingPower.ts";
import { addressCallCount } from "./votingPowerCalls.ts";

function asBigint(value: unknown, what: string): bigint {
  if (typeof value !== "bigint") throw new Error(`The chain answered ${String(value)} for ${what}`);
  return value;
}

/** The first field of a struct read (`userInfo`'s amount or shares, `getReserves`' reserve0). */
function firstOf(value: unknown, what: string): bigint {
  return asBigint(Array.isArray(value) ? value[0] : undefined, what);
}

/**
 * Turns the results of one batch, the shared reads followed by each address's (in the order of
 * votingPowerCalls), into each address's voting power.
 */
export function parseVotingPowerReads(
  contracts: VotingContracts,
  addresses: readonly Address[],
  block: bigint,
  results: readonly unknown[],
): VotingPower[] {
  const [pricePerFullShare, lpTotalSupply, reserves] = results;
  const reserveFields = Array.isArray(reserves) ? reserves : [];
  const cakeReserve = asBigint(reserveFields[contracts.cakeIsToken0 ? 0 : 1], "the CAKE reserve");
  const perAddress = addressCallCount(contracts);
  return addresses.map((address, index) => {
    const [walletCake, vaultInfo, manualPool, lpInWallet, farmInfo, ...partnerInfos] = results.slice(
      3 + index * perAddress,
      3 + (index + 1) * perAddress,
    );
    const { total, ...breakdown } = computeVotingPower({
      walletCake: asBigint(walletCake, "the wallet's CAKE"),
      vaultShares: firstOf(vaultInfo, "the vault shares"),
      pricePerFullShare: asBigint(pricePerFullShare, "the vault's share price"),
      manualPoolStaked: firstOf(manualPool, "the manual pool stake"),
      partnerPoolStakes: partnerInfos.map((info) => firstOf(info, "a partner pool stake")),
      lpInWallet: asBigint(lpInWallet, "the wallet's LP"),
      lpInFarm: firstOf(farmInfo, "the farm's LP"),
      lpTotalSupply: asBigint(lpTotalSupply, "the LP supply"),
      cakeReserve,
    });
    return { address, block, total, breakdown };
  });
}
