import type { PricedToken } from "../../../price/index.ts";
import type { Farm, FarmConfig } from "../../model/Farm.ts";
import { computeLpRewardsApr } from "./computeLpRewardsApr.ts";
import type { PairTradingHistory } from "./PairTradingHistory.ts";
import { parseFarmPublicReads } from "./parseFarmPublicReads.ts";
import { parseFarmUserReads } from "./parseFarmUserReads.ts";
import { parseMasterChefReads } from "./parseMasterChefReads.ts";
import { toFarm } from "./toFarm.ts";

export interface AssembleFarmsParameters {
  readonly farms: readonly FarmConfig[];
  /** The results of masterChefCalls. */
  readonly masterChefReads: readonly unknown[];
  /** Per farm, in order: the results of its farmPublicCalls. */
  readonly publicReads: readonly (readonly unknown[])[];
  /** Per farm, in order: the results of its farmUserCalls; undefined without an account or an answer. */
  readonly userReads: readonly (readonly unknown[])[] | undefined;
  /** The tokens priced, CAKE first, and their prices in the same order (see farmPriceTokens). */
  readonly priceTokens: readonly PricedToken[];
  readonly prices: readonly (number | null)[];
  /** Trading history by lowercase pair address; undefined while the indexer is unavailable. */
  readonly tradingHistories: ReadonlyMap<string, PairTradingHistory> | undefined;
  /** Chain time in seconds, which the indexer's buckets count in; undefined until read. */
  readonly now: number | undefined;
}

export interface AssembledFarms {
  /** The catalogue's farms in catalogue order, except those whose public reads did not answer. */
  readonly farms: readonly Farm[];
  /** The pids left out because their public reads (or MasterChef's) did not answer. */
  readonly unreadable: readonly number[];
}

/** Joins the catalogue, the chain reads, the prices and the indexer's volumes into the farms shown. */
export function assembleFarms(parameters: AssembleFarmsParameters): AssembledFarms {
  const { tradingHistories, now } = parameters;
  const masterChef = parseMasterChefReads(parameters.masterChefReads);
  if (masterChef === null) return { farms: [], unreadable: parameters.farms.map((farm) => farm.pid) };

  const priceByAddress = new Map(
    parameters.priceTokens.map((token, index) => [
      token.address.toLowerCase(),
      parameters.prices[index] ?? null,
    ]),
  );
  const cakePriceUsd = parameters.prices[0] ?? null;

  const farms: Farm[] = [];
  const unreadable: number[] = [];
  parameters.farms.forEach((config, index) => {
    const state = parseFarmPublicReads(parameters.publicReads[index] ?? []);
    if (state === null) {
      unreadable.push(config.pid);
      return;
    }
    const userResults = parameters.userReads?.[index];
    const history = tradingHistories?.get(config.lpAddress.toLowerCase());
    const prices = {
      quoteTokenPriceUsd: priceByAddress.get(config.quoteToken.address.toLowerCase()) ?? null,
      cakePriceUsd,
    };
    const lpRewardsApr =
      history === undefined || now === undefined ? null : computeLpRewardsApr(history, now);
    farms.push(
      toFarm(
        config,
        state,
        masterChef,
        prices,
        lpRewardsApr,
        userResults ? parseFarmUserReads(userResults) : undefined,
      ),
    );
  });
  return { farms, unreadable };
}
