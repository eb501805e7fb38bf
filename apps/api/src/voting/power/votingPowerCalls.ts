import { cakeTokenAbi, cakeVaultAbi, griddlePairAbi, masterChefAbi, smartChefAbi } from "@griddle/sdk";
import type { Address } from "viem";
import type { VotingContracts } from "./VotingContracts.ts";

/** The manual CAKE pool's MasterChef pid. */
const MANUAL_POOL_PID = 0n;

/** The reads every address shares: the vault's share price and the CAKE-BNB pair's supply and reserves. */
export function sharedVotingPowerCalls(contracts: VotingContracts) {
  return [
    { address: contracts.cakeVault, abi: cakeVaultAbi, functionName: "getPricePerFullShare" },
    { address: contracts.cakeBnbPair, abi: griddlePairAbi, functionName: "totalSupply" },
    { address: contracts.cakeBnbPair, abi: griddlePairAbi, functionName: "getReserves" },
  ] as const;
}

/** One address's reads: wallet CAKE, vault shares, manual pool, LP in wallet and farm, then each partner pool. */
export function addressVotingPowerCalls(contracts: VotingContracts, address: Address) {
  return [
    { address: contracts.cake, abi: cakeTokenAbi, functionName: "balanceOf", args: [address] },
    { address: contracts.cakeVault, abi: cakeVaultAbi, functionName: "userInfo", args: [address] },
    {
      address: contracts.masterChef,
      abi: masterChefAbi,
      functionName: "userInfo",
      args: [MANUAL_POOL_PID, address],
    },
    { address: contracts.cakeBnbPair, abi: griddlePairAbi, functionName: "balanceOf", args: [address] },
    {
      address: contracts.masterChef,
      abi: masterChefAbi,
      functionName: "userInfo",
      args: [BigInt(contracts.cakeBnbFarmPid), address],
    },
    ...contracts.partnerPools.map(
      (pool) => ({ address: pool, abi: smartChefAbi, functionName: "userInfo", args: [address] }) as const,
    ),
  ] as const;
}

/** How many reads addressVotingPowerCalls makes per address. */
export const addressCallCount = (contracts: VotingContracts): number => 5 + contracts.partnerPools.length;
