import type { Address } from "viem";
import { postIndexerQuery } from "../../../shared/indexer/index.ts";
import { TOKEN_QUERY } from "./model/infoQueries.ts";
import { parseTokenDetail, type InfoDetail } from "./model/parseSeries.ts";
import { useInfoQuery, type InfoQueryState } from "./useInfoQuery.ts";

/** A token's charts and transactions. */
export function useTokenDetail(id: Address): InfoQueryState<InfoDetail> {
  return useInfoQuery(["token", id], async (url, signal) =>
    parseTokenDetail(await postIndexerQuery(url, { query: TOKEN_QUERY, variables: { id } }, signal)),
  );
}
