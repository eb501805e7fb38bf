import type { Team } from "../../model/Team.ts";

/** The leaderboard's order: most points first; equal points by team id, the older team first. */
export function rankTeams(teams: readonly Team[]): Team[] {
  return [...teams].sort((a, b) => (a.points === b.points ? a.id - b.id : a.points > b.points ? -1 : 1));
}
