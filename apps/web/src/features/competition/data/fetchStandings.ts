import { fetchCompetitionStandings, type CompetitionStandings } from "@griddle/sdk";
import { postIndexerQuery } from "../../../shared/indexer/index.ts";

/**
 * The competition's phases and every registered trader's volume from the indexer at `url`, every
 * page. Rejects with IndexerRequestError when the indexer is unreachable or refuses the query, and
 * with CompetitionStandingsShapeError when it answers in another shape.
 */
export function fetchStandings(url: string, signal?: AbortSignal): Promise<CompetitionStandings> {
  return fetchCompetitionStandings((query, variables) => postIndexerQuery(url, { query, variables }, signal));
}
