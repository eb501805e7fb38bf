import type { DeployedPool } from "@griddle/sdk";
import { isAddressEqual, type Address } from "viem";
import type { LocalTokenDefinition, LocalTokenSymbol } from "../amm/localTokens.ts";
import {
  MANUAL_POOL_APR,
  WHALE_VAULT_PERCENT,
  type LocalStakingPoolDefinition,
} from "./localStakingPools.ts";
import type { SeedStake } from "./planSeedStakes.ts";
import { stakeForApr } from "./stakeForApr.ts";
import { UnreachablePoolAprError } from "./UnreachablePoolAprError.ts";

export interface PlanWhaleStakesParameters {
  readonly staking: { readonly masterChef: Address; readonly cakeVault: Address; readonly cake: Address };
  /** The catalogue's pools as deployed, in catalogue order (sousId 1 on). */
  readonly pools: readonly DeployedPool[];
  readonly definitions: readonly LocalStakingPoolDefinition[];
  readonly tokenList: readonly LocalTokenDefinition[];
  /** One seeded staker's stakes (planSeedStakes' plan); every seeded staker makes the same. */
  readonly seedPlan: readonly SeedStake[];
  /** How many stakers make the seeded stakes. */
  readonly seededStakerCount: number;
  /** Pool 0's CAKE per block, in base units, once every pool and farm has its allocation points. */
  readonly manualPoolRewardPerBlock: bigint;
}

/**
 * What the seed whale stakes so that yields look like a busy DEX's rather than a few dev accounts
 * sharing a whole emission: pool 0 up to MANUAL_POOL_APR (WHALE_VAULT_PERCENT of it through the
 * vault, the rest by hand) and each live pool up to its catalogue APR, on top of the seeded stakes.
 * Finished and upcoming pools get nothing. Throws UnreachablePoolAprError when the seeded stakes alone
 * exceed what an APR allows or the whale would pass a pool's per-user limit.
 */
export function planWhaleStakes({
  staking,
  pools,
  definitions,
  tokenList,
  seedPlan,
  seededStakerCount,
  manualPoolRewardPerBlock,
}: PlanWhaleStakesParameters): SeedStake[] {
  const tokenOf = (symbol: LocalTokenSymbol | "BNB"): LocalTokenDefinition => {
    // The BNB pool's stake is priced as WBNB, as the app does.
    const listed = symbol === "BNB" ? "WBNB" : symbol;
    const token = tokenList.find((candidate) => candidate.symbol === listed);
    if (token === undefined) throw new Error(`${listed} is not in the token list`);
    return token;
  };
  const seededIn = (contract: Address): bigint =>
    seedPlan
      .filter((stake) => isAddressEqual(stake.contract, contract))
      .reduce((sum, stake) => sum + stake.amount, 0n) * BigInt(seededStakerCount);
  const whaleStakeFor = (sousId: number, apr: number, neededStake: bigint, seeded: bigint): bigint => {
    if (neededStake < seeded) {
      throw new UnreachablePoolAprError(
        sousId,
        apr,
        `the seeded stakes (${seeded} base units) already pass the ${neededStake} it allows; raise its reward`,
      );
    }
    return neededStake - seeded;
  };

  const cake = tokenOf("CAKE");
  const manualPoolStake = whaleStakeFor(
    0,
    MANUAL_POOL_APR,
    stakeForApr({
      rewardPerBlock: manualPoolRewardPerBlock,
      earningToken: cake,
      stakingToken: cake,
      apr: MANUAL_POOL_APR,
    }),
    seededIn(staking.masterChef) + seededIn(staking.cakeVault),
  );
  const viaVault = (manualPoolStake * WHALE_VAULT_PERCENT) / 100n;
  const stakes: SeedStake[] = [
    { entry: "vault", contract: staking.cakeVault, token: staking.cake, amount: viaVault },
    {
      entry: "manualPool",
      contract: staking.masterChef,
      token: staking.cake,
      amount: manualPoolStake - viaVault,
    },
  ];

  for (const [index, definition] of definitions.entries()) {
    const pool = pools[index];
    if (pool === undefined)
      throw new Error(`The ${definition.staking}-${definition.earning} pool is not deployed`);
    if (definition.schedule !== "live") continue;
    const amount = whaleStakeFor(
      pool.sousId,
      definition.apr,
      stakeForApr({
        rewardPerBlock: BigInt(pool.tokenPerBlock),
        earningToken: tokenOf(definition.earning),
        stakingToken: tokenOf(definition.staking),
        apr: definition.apr,
      }),
      seededIn(pool.address),
    );
    const limit = BigInt(pool.stakingLimit);
    if (limit > 0n && amount > limit) {
      throw new UnreachablePoolAprError(
        pool.sousId,
        definition.apr,
        `the whale would stake ${amount} base units, above the per-user limit of ${limit}; lower its reward`,
      );
    }
    stakes.push(
      definition.staking === "BNB"
        ? { entry: "bnbPool", contract: pool.address, amount }
        : { entry: "smartChef", contract: pool.address, token: pool.stakingToken, amount },
    );
  }
  return stakes.filter((stake) => stake.amount > 0n);
}
