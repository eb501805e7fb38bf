import type { Team, TeamLook } from "../../model/Team.ts";

/** getTeamProfile's five values: name, description, members, points, joinable. */
export type TeamProfileResult = readonly [string, string, bigint, bigint, boolean];

/** Team `id` from its getTeamProfile read and its look; null when the read failed (spec 001 section 5). */
export function parseTeamProfile(
  id: number,
  result: TeamProfileResult | null,
  look: TeamLook | undefined,
): Team | null {
  if (result === null) return null;
  const [name, description, users, points, isJoinable] = result;
  return { id, name, description, users, points, isJoinable, look };
}
