import type { IndexerQuery } from "../../../../shared/indexer/index.ts";

/** The members a team page lists: its active profiles with the most points. */
export const TEAM_MEMBERS_SHOWN = 100;

/** A team's achievement grants and its active members by points, on the indexer (apps/indexer's teamPoint and profileUser). */
export const TEAM_ACTIVITY_QUERY = `query TeamActivity($teamId: Int!, $limit: Int!) {
  teamPoints(where: { teamId: $teamId }, orderBy: "block", orderDirection: "asc", limit: 1000) {
    items { id campaignId points }
  }
  profileUsers(where: { teamId: $teamId, isActive: true }, orderBy: "points", orderDirection: "desc", limit: $limit) {
    items { id points }
  }
}`;

export function teamActivityRequest(teamId: number): IndexerQuery {
  return { query: TEAM_ACTIVITY_QUERY, variables: { teamId, limit: TEAM_MEMBERS_SHOWN } };
}
