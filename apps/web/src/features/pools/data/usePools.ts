import { useEffect, useMemo } from "react";
import type { Address } from "viem";
import { useConnection } from "wagmi";
import {
  splitByLengths,
  useChainReads,
  useCurrentBlock,
  useNativeBalances,
} from "../../../shared/chain/index.ts";
import { useTokenPricesUsd } from "../../price/index.ts";
import type { Pool } from "../model/Pool.ts";
import { assemblePools } from "./model/assemblePools.ts";
import { poolPriceTokens } from "./model/poolPriceTokens.ts";
import { poolPublicCalls } from "./model/poolPublicCalls.ts";
import { poolUserCalls } from "./model/poolUserCalls.ts";
import { usePoolCatalogue } from "./usePoolCatalogue.ts";

export interface PoolsState {
  /** Every catalogued pool whose reads answered: the manual CAKE pool first, then by sousId. */
  readonly pools: readonly Pool[];
  /** True until the pools' first public reads answer (pools is empty meanwhile). */
  readonly isLoading: boolean;
  readonly currentBlock: number | undefined;
}

const NO_HOLDERS: readonly Address[] = [];

/**
 * The pools with their public data and, with an account connected, its positions: all read in the
 * page's one multicall batch per block, so user data is fresh after every write without a refetch.
 * Prices come from pair reserves in the same batch.
 */
export function usePools(): PoolsState {
  const catalogue = usePoolCatalogue();
  const { address: account } = useConnection();
  const currentBlock = useCurrentBlock();

  const publicGroups = useMemo(
    () => catalogue.pools.map((pool) => poolPublicCalls(pool, catalogue.totalStakedSource)),
    [catalogue],
  );
  const publicCalls = useMemo(() => publicGroups.flat(), [publicGroups]);
  const publicReads = useChainReads(publicCalls);

  const userGroups = useMemo(
    () => (account === undefined ? [] : catalogue.pools.map((pool) => poolUserCalls(pool, account))),
    [catalogue, account],
  );
  const userCalls = useMemo(() => userGroups.flat(), [userGroups]);
  const userReads = useChainReads(userCalls, { enabled: account !== undefined });

  const nativeHolders = useMemo(
    () =>
      account !== undefined && catalogue.pools.some((pool) => pool.isNativeStaking) ? [account] : NO_HOLDERS,
    [catalogue, account],
  );
  const nativeBalances = useNativeBalances(nativeHolders, { enabled: nativeHolders.length > 0 });

  const priceTokens = useMemo(() => poolPriceTokens(catalogue.pools), [catalogue]);
  const prices = useTokenPricesUsd(priceTokens);

  const readBlock = currentBlock ?? publicReads.blockNumber;
  const assembled = useMemo(() => {
    if (publicReads.data === undefined || readBlock === undefined) return undefined;
    return assemblePools({
      pools: catalogue.pools,
      publicReads: splitByLengths(publicReads.data, publicGroups),
      userReads: userReads.data === undefined ? undefined : splitByLengths(userReads.data, userGroups),
      nativeBalance: nativeBalances.data?.[0],
      priceTokens,
      prices,
      currentBlock: readBlock,
    });
  }, [
    catalogue,
    publicReads.data,
    publicGroups,
    userReads.data,
    userGroups,
    nativeBalances.data,
    priceTokens,
    prices,
    readBlock,
  ]);

  const error = publicReads.error ?? userReads.error ?? nativeBalances.error;
  useEffect(() => {
    if (error) console.error("Reading the pools failed", error);
  }, [error]);
  const unreadable = assembled?.unreadable.join(",") ?? "";
  useEffect(() => {
    if (unreadable)
      console.error(`Pools ${unreadable} left out: their start, end or total stake did not read`);
  }, [unreadable]);

  return useMemo(
    () => ({ pools: assembled?.pools ?? [], isLoading: assembled === undefined, currentBlock }),
    [assembled, currentBlock],
  );
}
