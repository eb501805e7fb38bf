import { useEffect, useMemo } from "react";
import { useConnection } from "wagmi";
import {
  splitByLengths,
  useAppChainConfig,
  useBlockTimestamp,
  useChainReads,
} from "../../../shared/chain/index.ts";
import { useTokenPricesUsd } from "../../price/index.ts";
import type { Farm } from "../model/Farm.ts";
import { assembleFarms } from "./model/assembleFarms.ts";
import { farmPriceTokens } from "./model/farmPriceTokens.ts";
import { farmPublicCalls, masterChefCalls } from "./model/farmPublicCalls.ts";
import { farmUserCalls } from "./model/farmUserCalls.ts";
import { useFarmCatalogue } from "./useFarmCatalogue.ts";
import { useTradingHistories } from "./useTradingHistories.ts";

export interface FarmsState {
  /** Every catalogued farm whose reads answered, in catalogue ('Hot') order, live and finished. */
  readonly farms: readonly Farm[];
  /** True until the farms' first public reads answer (farms is empty meanwhile). */
  readonly isLoading: boolean;
  /** True once the connected account's positions are in every farm's userData; false without one. */
  readonly userDataLoaded: boolean;
  /** True when the indexer is unset or down: lpRewardsApr is null and APRs are base APRs only. */
  readonly lpRewardsUnavailable: boolean;
}

/**
 * The farms with their public data and, with an account connected, its positions: all read in the
 * page's one multicall batch per block, so user data is fresh after every write without a refetch.
 * Quote-token and CAKE prices come from pair reserves in the same batch; LP fee volumes from the
 * indexer once a minute.
 */
export function useFarms(): FarmsState {
  const catalogue = useFarmCatalogue();
  const { cake, masterChef } = useAppChainConfig().contracts;
  const { address: account } = useConnection();

  const publicGroups = useMemo(
    () => [masterChefCalls(masterChef), ...catalogue.map((farm) => farmPublicCalls(farm, masterChef))],
    [catalogue, masterChef],
  );
  const publicCalls = useMemo(() => publicGroups.flat(), [publicGroups]);
  const publicReads = useChainReads(publicCalls);

  const userGroups = useMemo(
    () => (account === undefined ? [] : catalogue.map((farm) => farmUserCalls(farm, masterChef, account))),
    [catalogue, masterChef, account],
  );
  const userCalls = useMemo(() => userGroups.flat(), [userGroups]);
  const userReads = useChainReads(userCalls, { enabled: userCalls.length > 0 });

  const priceTokens = useMemo(() => farmPriceTokens(catalogue, cake), [catalogue, cake]);
  const prices = useTokenPricesUsd(priceTokens);

  const pairAddresses = useMemo(() => catalogue.map((farm) => farm.lpAddress), [catalogue]);
  const blockTimestamp = useBlockTimestamp().data;
  const now = blockTimestamp === undefined || blockTimestamp === null ? undefined : Number(blockTimestamp);
  const trading = useTradingHistories(pairAddresses, now);

  const assembled = useMemo(() => {
    if (catalogue.length === 0) return { farms: [], unreadable: [] };
    if (publicReads.data === undefined) return undefined;
    const [masterChefReads = [], ...farmReads] = splitByLengths(publicReads.data, publicGroups);
    return assembleFarms({
      farms: catalogue,
      masterChefReads,
      publicReads: farmReads,
      userReads: userReads.data === undefined ? undefined : splitByLengths(userReads.data, userGroups),
      priceTokens,
      prices,
      tradingHistories: trading.histories,
      now,
    });
  }, [
    catalogue,
    publicReads.data,
    publicGroups,
    userReads.data,
    userGroups,
    priceTokens,
    prices,
    trading.histories,
    now,
  ]);

  const error = publicReads.error ?? userReads.error;
  useEffect(() => {
    if (error) console.error("Reading the farms failed", error);
  }, [error]);
  const unreadable = assembled?.unreadable.join(",") ?? "";
  useEffect(() => {
    if (unreadable) console.error(`Farms ${unreadable} left out: their pair or pool did not read`);
  }, [unreadable]);

  const userDataLoaded = account !== undefined && (userCalls.length === 0 || userReads.data !== undefined);
  return useMemo(
    () => ({
      farms: assembled?.farms ?? [],
      isLoading: assembled === undefined,
      userDataLoaded,
      lpRewardsUnavailable: trading.unavailable,
    }),
    [assembled, userDataLoaded, trading.unavailable],
  );
}
