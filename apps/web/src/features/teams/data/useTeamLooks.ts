import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { requestApi, useApiUrl } from "../../../shared/api/index.ts";
import type { TeamLook } from "../model/Team.ts";
import { parseTeamLooks } from "./model/parseTeamLooks.ts";

const NO_LOOKS: ReadonlyMap<number, TeamLook> = new Map();

/**
 * The teams' pictures and colours from the API (GET /api/teams), read once; none while loading or
 * when the API fails, which is logged (spec 001 section 8: team reads give null on failure).
 */
export function useTeamLooks(): ReadonlyMap<number, TeamLook> {
  const apiUrl = useApiUrl();
  const query = useQuery({
    queryKey: ["teamLooks", apiUrl],
    queryFn: async ({ signal }) => parseTeamLooks(await requestApi(`${apiUrl ?? ""}/api/teams`, { signal })),
    enabled: apiUrl !== undefined,
    staleTime: Infinity,
    retry: 1,
  });
  useEffect(() => {
    if (query.error) console.error("Reading the teams' looks failed", query.error);
  }, [query.error]);
  return query.data ?? NO_LOOKS;
}
