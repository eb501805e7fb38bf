import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { LOCAL_POINT_CAMPAIGNS } from "@griddle/sdk";
import {
  postIndexerQuery,
  useIndexerHealth,
  useIndexerUrl,
  type IndexerHealth,
} from "../../../../shared/indexer/index.ts";
import { achievementsFromPoints, type Achievement } from "../model/achievementsFromPoints.ts";
import { parseUserPoints } from "./model/parseUserPoints.ts";
import { userPointsRequest } from "./model/userPointsQuery.ts";

/** A claim shows on the indexer within a block or two. */
const REFRESH_MS = 10_000;

export interface AchievementsState {
  /**
   * Undefined while loading, and while the indexer is missing or down before it answered: an empty
   * list would claim there are none. Kept from the last answer while it is down.
   */
  readonly achievements: readonly Achievement[] | undefined;
  /** Whether the indexer can be read and keeps up; the page says so when not. */
  readonly indexer: IndexerHealth;
}

/**
 * The account's achievements: its points grants from the indexer (spec 001 section 7), kept for the
 * campaigns the product knows. A failed lookup is logged (section 8) and reported through `indexer`.
 */
export function useAchievements(account: Address | undefined): AchievementsState {
  const url = useIndexerUrl();
  const query = useQuery({
    queryKey: ["achievements", url, account?.toLowerCase()],
    queryFn: async ({ signal }) =>
      achievementsFromPoints(
        parseUserPoints(await postIndexerQuery(url ?? "", userPointsRequest(account ?? "0x"), signal)),
        LOCAL_POINT_CAMPAIGNS,
      ),
    enabled: url !== undefined && account !== undefined,
    refetchInterval: REFRESH_MS,
    retry: 1,
  });
  useEffect(() => {
    if (query.error) console.error("Reading the achievements failed", query.error);
  }, [query.error]);
  const indexer = useIndexerHealth(query.isError);
  return { achievements: url === undefined ? undefined : query.data, indexer };
}
