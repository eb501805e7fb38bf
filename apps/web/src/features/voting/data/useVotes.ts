import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useApiUrl } from "../../../shared/api/index.ts";
import type { Proposal } from "../model/Proposal.ts";
import type { Vote } from "../model/Vote.ts";
import { fetchVotes } from "./fetchVotes.ts";
import { verifyVotes } from "./verifyVotes.ts";
import { votingQueryKeys } from "./votingQueryKeys.ts";

export interface VotesState {
  /** undefined while loading. */
  readonly votes: readonly Vote[] | undefined;
  readonly failed: boolean;
  /**
   * Lower-cased voters whose vote the hub's verification found invalid; undefined until verified (or when
   * verification failed, which is logged: the votes then show unflagged).
   */
  readonly invalidVoters: ReadonlySet<string> | undefined;
}

/**
 * Every vote on `proposal` (spec 001: pages of 1,000 until an empty page), then each voter's power checked
 * by the hub's /verify at the proposal's snapshot block. Both follow the proposal: a refreshed proposal
 * with a new vote count reads the votes again.
 */
export function useVotes(proposal: Proposal | null | undefined): VotesState {
  const apiUrl = useApiUrl();
  const id = proposal?.id ?? "";
  const votesQuery = useQuery({
    queryKey: [...votingQueryKeys.votes(apiUrl, id), proposal?.votes],
    queryFn: ({ signal }) => fetchVotes(apiUrl ?? "", id, signal),
    enabled: apiUrl !== undefined && proposal !== undefined && proposal !== null,
    placeholderData: (previous) => previous,
    retry: 1,
  });
  const votes = votesQuery.data;
  const verification = useQuery({
    queryKey: [...votingQueryKeys.votes(apiUrl, id), "verify", votes],
    queryFn: ({ signal }) => verifyVotes(apiUrl ?? "", proposal?.snapshot ?? 0, votes ?? [], signal),
    enabled: apiUrl !== undefined && proposal !== undefined && proposal !== null && votes !== undefined,
    retry: 1,
  });
  useEffect(() => {
    if (votesQuery.error) console.error("Reading the votes from the voting hub failed", votesQuery.error);
  }, [votesQuery.error]);
  useEffect(() => {
    if (verification.error) console.error("Verifying the votes failed", verification.error);
  }, [verification.error]);
  return {
    votes,
    failed: apiUrl === undefined || (votesQuery.isError && votes === undefined),
    invalidVoters: verification.data,
  };
}
