import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { LOCAL_POINT_CAMPAIGNS } from "@griddle/sdk";
import {
  postIndexerQuery,
  useIndexerHealth,
  useIndexerUrl,
  type IndexerHealth,
} from "../../../shared/indexer/index.ts";
import { achievementsFromPoints, type Achievement } from "../../profile/index.ts";
import { parseTeamActivity, type TeamMember } from "./model/parseTeamActivity.ts";
import { teamActivityRequest } from "./model/teamActivityQuery.ts";

export interface TeamActivityState {
  /**
   * Undefined while loading, and while the indexer is missing or down before it answered (an empty
   * list would claim there are none); kept from the last answer while it is down.
   */
  readonly achievements: readonly Achievement[] | undefined;
  readonly members: readonly TeamMember[] | undefined;
  /** Whether the indexer can be read and keeps up; the page says so when not. */
  readonly indexer: IndexerHealth;
}

/** A team's achievements (its known campaigns' grants) and its active members by points, from the indexer. */
export function useTeamActivity(teamId: number | undefined): TeamActivityState {
  const url = useIndexerUrl();
  const query = useQuery({
    queryKey: ["teamActivity", url, teamId],
    queryFn: async ({ signal }) =>
      parseTeamActivity(await postIndexerQuery(url ?? "", teamActivityRequest(teamId ?? 0), signal)),
    enabled: url !== undefined && teamId !== undefined,
    refetchInterval: 15_000,
    retry: 1,
  });
  useEffect(() => {
    if (query.error) console.error("Reading the team's activity failed", query.error);
  }, [query.error]);
  const indexer = useIndexerHealth(query.isError);
  const data = url === undefined ? undefined : query.data;
  return {
    achievements: data && achievementsFromPoints(data.grants, LOCAL_POINT_CAMPAIGNS),
    members: data?.members,
    indexer,
  };
}
