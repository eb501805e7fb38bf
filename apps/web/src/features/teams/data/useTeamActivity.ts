import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { LOCAL_POINT_CAMPAIGNS } from "@griddle/sdk";
import { postIndexerQuery, useIndexerUrl } from "../../../shared/indexer/index.ts";
import { achievementsFromPoints, type Achievement } from "../../profile/index.ts";
import { parseTeamActivity, type TeamMember } from "./model/parseTeamActivity.ts";
import { teamActivityRequest } from "./model/teamActivityQuery.ts";

export interface TeamActivityState {
  /** Undefined while loading; empty without an indexer or when it fails (logged). */
  readonly achievements: readonly Achievement[] | undefined;
  readonly members: readonly TeamMember[] | undefined;
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
  if (url === undefined || query.isError) return { achievements: [], members: [] };
  return {
    achievements: query.data && achievementsFromPoints(query.data.grants, LOCAL_POINT_CAMPAIGNS),
    members: query.data?.members,
  };
}
