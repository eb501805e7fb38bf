import type { PricedToken } from "../../../price/index.ts";
import type { Pool, PoolConfig } from "../../model/Pool.ts";
import { parsePoolPublicReads } from "./parsePoolPublicReads.ts";
import { parsePoolUserReads } from "./parsePoolUserReads.ts";
import { toPool } from "./toPool.ts";

export interface AssemblePoolsParameters {
  readonly pools: readonly PoolConfig[];
  /** Per pool, in order: the results of its poolPublicCalls. */
  readonly publicReads: readonly (readonly unknown[])[];
  /** Per pool, in order: the results of its poolUserCalls; undefined without an account or an answer. */
  readonly userReads: readonly (readonly unknown[])[] | undefined;
  /** The account's BNB, for the pool that stakes it. */
  readonly nativeBalance: bigint | null | undefined;
  /** The tokens priced, and their prices in the same order (see poolPriceTokens). */
  readonly priceTokens: readonly PricedToken[];
  readonly prices: readonly (number | null)[];
  readonly currentBlock: number;
}

export interface AssembledPools {
  /** The catalogue's pools in catalogue order, except those whose public reads did not answer. */
  readonly pools: readonly Pool[];
  /** The sousIds left out because their public reads did not answer. */
  readonly unreadable: readonly number[];
}

/** Joins the catalogue, the chain reads and the prices into the pools the screens show. */
export function assemblePools(parameters: AssemblePoolsParameters): AssembledPools {
  const { userReads, nativeBalance, currentBlock } = parameters;
  const priceByAddress = new Map(
    parameters.priceTokens.map((token, index) => [
      token.address.toLowerCase(),
      parameters.prices[index] ?? null,
    ]),
  );
  const priceOf = (token: PoolConfig["stakingToken"]) =>
    priceByAddress.get(token.address.toLowerCase()) ?? null;

  const pools: Pool[] = [];
  const unreadable: number[] = [];
  parameters.pools.forEach((config, index) => {
    const state = parsePoolPublicReads(config, parameters.publicReads[index] ?? []);
    if (state === null) {
      unreadable.push(config.sousId);
      return;
    }
    const userResults = userReads?.[index];
    const userData = userResults ? parsePoolUserReads(config, userResults, nativeBalance) : undefined;
    const prices = {
      stakingTokenPrice: priceOf(config.stakingToken),
      earningTokenPrice: priceOf(config.earningToken),
    };
    pools.push(toPool(config, state, prices, userData, currentBlock));
  });
  return { pools, unreadable };
}
