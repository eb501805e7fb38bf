import { useEffect, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { buildCompetitionResults, type CompetitionResults, type CompetitionStandings } from "@griddle/sdk";
import { useIndexerHealth, useIndexerUrl, type IndexerHealth } from "../../../shared/indexer/index.ts";
import { fetchStandings } from "./fetchStandings.ts";

/** Swaps show up in the indexer within a block or two. */
const REFRESH_MS = 6_000;

export interface CompetitionResultsState {
  readonly standings: CompetitionStandings | undefined;
  /** The ranking and its Merkle tree, recomputed here from the public data; undefined while loading. */
  readonly results: CompetitionResults | undefined;
  /** Whether the indexer can be read and keeps up; the page says so when not. */
  readonly indexer: IndexerHealth;
}

/**
 * The indexer's competition data, read again every few seconds, and the ranking and Merkle tree
 * @griddle/sdk builds from it: the same function the keeper publishes the root with.
 */
export function useCompetitionResults(numberTeams: number | undefined): CompetitionResultsState {
  const url = useIndexerUrl();
  const query = useQuery({
    queryKey: ["competitionStandings", url],
    queryFn: ({ signal }) => fetchStandings(url ?? "", signal),
    enabled: url !== undefined,
    refetchInterval: REFRESH_MS,
    retry: 1,
  });
  useEffect(() => {
    if (query.error) console.error("Reading the competition from the indexer failed", query.error);
  }, [query.error]);
  const standings = query.data;
  const results = useMemo(
    () =>
      standings === undefined || numberTeams === undefined
        ? undefined
        : buildCompetitionResults({ ...standings, numberTeams }),
    [standings, numberTeams],
  );
  const indexer = useIndexerHealth(query.isError);
  return { standings, results, indexer };
}
