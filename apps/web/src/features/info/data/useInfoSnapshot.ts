import { postIndexerQuery } from "../../../shared/indexer/index.ts";
import { SNAPSHOT_QUERY } from "./model/infoQueries.ts";
import { parseSnapshot, type InfoSnapshot } from "./model/parseSnapshot.ts";
import { useChainNow } from "./useChainNow.ts";
import { useInfoQuery, type InfoQueryState } from "./useInfoQuery.ts";

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 86_400;

/**
 * The overview's and the lists' figures: 48 hours of hourly buckets (a day's changes need the day
 * before) and 8 days of daily ones (the farms' APR rule reads the last 7 complete days), at chain time.
 */
export function useInfoSnapshot(): InfoQueryState<InfoSnapshot> {
  const now = useChainNow();
  return useInfoQuery(
    ["snapshot"],
    async (url, signal) => {
      const at = now.current();
      const data = await postIndexerQuery(
        url,
        {
          query: SNAPSHOT_QUERY,
          variables: { hourSince: at - 48 * HOUR_SECONDS, daySince: at - 8 * DAY_SECONDS },
        },
        signal,
      );
      return parseSnapshot(data, at);
    },
    now.known,
  );
}
