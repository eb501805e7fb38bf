import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { LOCAL_POINT_CAMPAIGNS } from "@griddle/sdk";
import { postIndexerQuery, useIndexerUrl } from "../../../../shared/indexer/index.ts";
import { achievementsFromPoints, type Achievement } from "../model/achievementsFromPoints.ts";
import { parseUserPoints } from "./model/parseUserPoints.ts";
import { userPointsRequest } from "./model/userPointsQuery.ts";

/** A claim shows on the indexer within a block or two. */
const REFRESH_MS = 10_000;

/**
 * The account's achievements: its points grants from the indexer (spec 001 section 7), kept for the
 * campaigns the product knows. Undefined while loading; [] without an indexer or when it fails
 * (logged: section 8, achievement lookups fail to empty).
 */
export function useAchievements(account: Address | undefined): readonly Achievement[] | undefined {
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
  if (account === undefined || url === undefined || query.isError) return [];
  return query.data;
}
