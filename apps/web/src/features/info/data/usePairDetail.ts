import type { Address } from "viem";
import { postIndexerQuery } from "../../../shared/indexer/index.ts";
import type { InfoPair } from "../model/InfoRows.ts";
import { PAIR_QUERY } from "./model/infoQueries.ts";
import { parsePairDetail, type InfoDetail } from "./model/parseSeries.ts";
import { useInfoQuery, type InfoQueryState } from "./useInfoQuery.ts";

/** A pair's charts and transactions, once the pair (and so its tokens' decimals) is known. */
export function usePairDetail(id: Address, pair: InfoPair | undefined): InfoQueryState<InfoDetail> {
  return useInfoQuery(
    ["pair", id],
    async (url, signal) =>
      parsePairDetail(
        await postIndexerQuery(url, { query: PAIR_QUERY, variables: { id } }, signal),
        pair?.token0.decimals ?? 18,
        pair?.token1.decimals ?? 18,
      ),
    pair !== undefined,
  );
}
