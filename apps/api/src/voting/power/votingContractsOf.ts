import type { DeploymentManifest } from "@griddle/sdk";
import { isAddressEqual, type Address } from "viem";
import type { VotingContracts } from "./VotingContracts.ts";

/** Picks the contracts holding voting power from the deployment manifest; throws naming what is missing. */
export function votingContractsOf(manifest: DeploymentManifest): VotingContracts {
  const { cake, wbnb, multicall } = manifest.contracts;
  const isCakeBnb = (a: Address, b: Address) =>
    (isAddressEqual(a, cake) && isAddressEqual(b, wbnb)) ||
    (isAddressEqual(a, wbnb) && isAddressEqual(b, cake));
  const pair = manifest.pairs.find(({ token0, token1 }) => isCakeBnb(token0, token1));
  if (pair === undefined) throw new Error("the deployment has no CAKE-BNB pair");
  const farm = manifest.staking.farms.find(({ lpAddress }) => isAddressEqual(lpAddress, pair.address));
  if (farm === undefined) throw new Error("the deployment has no CAKE-BNB farm");
  return {
    multicall,
    cake,
    cakeVault: manifest.staking.cakeVault,
    masterChef: manifest.staking.masterChef,
    partnerPools: manifest.staking.pools
      .filter(({ sousId, stakingToken }) => sousId > 0 && isAddressEqual(stakingToken, cake))
      .map(({ address }) => address),
    cakeBnbPair: pair.address,
    cakeIsToken0: isAddressEqual(pair.token0, cake),
    cakeBnbFarmPid: farm.pid,
  };
}
