import { useMemo } from "react";
import type { Address } from "viem";
import { useAppChainConfig, useChainReads } from "../../../shared/chain/index.ts";
import { competitionReadCalls } from "./model/competitionReadCalls.ts";
import { parseCompetitionReads, type CompetitionReads } from "./model/parseCompetitionReads.ts";

export interface CompetitionState extends CompetitionReads {
  /** The competition's contract; undefined on a chain without one. */
  readonly competition: Address | undefined;
  readonly error: Error | null;
}

/** The competition's phase, root, rewards and the account's entry, read every block in one batch. */
export function useCompetition(account: Address | undefined): CompetitionState {
  const competition = useAppChainConfig().contracts.competition;
  const calls = useMemo(
    () => (competition ? competitionReadCalls(competition, account) : []),
    [competition, account],
  );
  const { data, error } = useChainReads(calls, { enabled: calls.length > 0 });
  const reads = useMemo(() => parseCompetitionReads(data ?? []), [data]);
  return { ...reads, competition, error };
}
