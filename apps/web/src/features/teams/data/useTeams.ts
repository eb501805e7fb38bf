import { useMemo } from "react";
import { griddleProfileAbi } from "@griddle/sdk";
import { useAppChainConfig, useChainReads } from "../../../shared/chain/index.ts";
import type { Team } from "../model/Team.ts";
import { parseTeamProfile, type TeamProfileResult } from "./model/parseTeamProfile.ts";
import { useTeamLooks } from "./useTeamLooks.ts";

export interface TeamsState {
  /** Every team by id, 1 first; a team whose read failed is left out. Undefined while loading. */
  readonly teams: readonly Team[] | undefined;
  readonly error: Error | null;
}

/**
 * The profile contract's teams (spec 001 section 7: numberTeams, then every getTeamProfile in one
 * batch), read every block, each with its look from the API.
 */
export function useTeams(): TeamsState {
  const profile = useAppChainConfig().contracts.profile?.profile;
  const looks = useTeamLooks();
  const countCalls = useMemo(
    () =>
      profile ? [{ address: profile, abi: griddleProfileAbi, functionName: "numberTeams" as const }] : [],
    [profile],
  );
  const count = useChainReads(countCalls, { enabled: countCalls.length > 0 });
  const numberTeams = Number(count.data?.[0] ?? 0n);
  const teamCalls = useMemo(
    () =>
      profile
        ? Array.from({ length: numberTeams }, (_, index) => ({
            address: profile,
            abi: griddleProfileAbi,
            functionName: "getTeamProfile" as const,
            args: [BigInt(index + 1)] as const,
          }))
        : [],
    [profile, numberTeams],
  );
  const reads = useChainReads(teamCalls, { enabled: teamCalls.length > 0 });
  const teams = useMemo(() => {
    if (!profile || count.data === undefined) return undefined;
    if (numberTeams === 0) return [];
    if (reads.data?.length !== teamCalls.length) return undefined;
    return reads.data.flatMap((result, index) => {
      const team = parseTeamProfile(index + 1, result as TeamProfileResult | null, looks.get(index + 1));
      return team ? [team] : [];
    });
  }, [profile, count.data, numberTeams, reads.data, teamCalls.length, looks]);
  return { teams, error: count.error ?? reads.error };
}
