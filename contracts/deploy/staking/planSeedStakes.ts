import type { DeployedPool } from "@griddle/sdk";
import { parseEther, parseUnits, type Address } from "viem";
import type { LocalTokenDefinition } from "../amm/localTokens.ts";
import {
  MANUAL_POOL_SEED_STAKE,
  VAULT_SEED_STAKE,
  type LocalStakingPoolDefinition,
} from "./localStakingPools.ts";

/** How a seeded stake enters: MasterChef's `enterStaking`, the vault's or a pool's `deposit`. */
export type SeedStakeEntry = "manualPool" | "vault" | "smartChef" | "bnbPool";

export interface SeedStake {
  readonly entry: SeedStakeEntry;
  readonly contract: Address;
  /** The ERC-20 approved to `contract`; absent for native BNB. */
  readonly token?: Address;
  readonly amount: bigint;
}

/**
 * What every seeded staker stakes: the manual CAKE pool, the vault, and each pool with a seed stake.
 * Finished pools come first so their stakes land before their rewards end.
 */
export function planSeedStakes(
  staking: { readonly masterChef: Address; readonly cakeVault: Address; readonly cake: Address },
  pools: readonly DeployedPool[],
  definitions: readonly LocalStakingPoolDefinition[],
  tokenList: readonly LocalTokenDefinition[],
): SeedStake[] {
  const poolStakes = definitions.flatMap((definition, index): { finished: boolean; stake: SeedStake }[] => {
    const pool = pools[index];
    if (pool === undefined)
      throw new Error(`The ${definition.staking}-${definition.earning} pool is not deployed`);
    if (definition.seedStake === undefined) return [];
    const finished = definition.schedule === "finished";
    if (definition.staking === "BNB") {
      return [
        {
          finished,
          stake: { entry: "bnbPool", contract: pool.address, amount: parseEther(definition.seedStake) },
        },
      ];
    }
    const decimals = tokenList.find((token) => token.symbol === definition.staking)?.decimals;
    if (decimals === undefined) throw new Error(`${definition.staking} is not in the token list`);
    const stake: SeedStake = {
      entry: "smartChef",
      contract: pool.address,
      token: pool.stakingToken,
      amount: parseUnits(definition.seedStake, decimals),
    };
    return [{ finished, stake }];
  });
  return [
    ...poolStakes.filter(({ finished }) => finished).map(({ stake }) => stake),
    {
      entry: "manualPool",
      contract: staking.masterChef,
      token: staking.cake,
      amount: parseEther(MANUAL_POOL_SEED_STAKE),
    },
    {
      entry: "vault",
      contract: staking.cakeVault,
      token: staking.cake,
      amount: parseEther(VAULT_SEED_STAKE),
    },
    ...poolStakes.filter(({ finished }) => !finished).map(({ stake }) => stake),
  ];
}
