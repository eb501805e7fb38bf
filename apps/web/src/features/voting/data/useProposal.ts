import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useApiUrl } from "../../../shared/api/index.ts";
import type { Proposal } from "../model/Proposal.ts";
import { fetchProposal } from "./fetchProposal.ts";
import { votingQueryKeys } from "./votingQueryKeys.ts";

/** While voting is open the results move with every vote. */
const ACTIVE_REFRESH_MS = 15_000;

export interface ProposalLoad {
  /** undefined while loading, null when the hub has no such proposal. */
  readonly proposal: Proposal | null | undefined;
  readonly failed: boolean;
}

/** The proposal `id` from the hub, read again every 15 seconds while voting is open. */
export function useProposal(id: string): ProposalLoad {
  const apiUrl = useApiUrl();
  const query = useQuery({
    queryKey: votingQueryKeys.proposal(apiUrl, id),
    queryFn: ({ signal }) => fetchProposal(apiUrl ?? "", id, signal),
    enabled: apiUrl !== undefined,
    refetchInterval: (current) => (current.state.data?.state === "active" ? ACTIVE_REFRESH_MS : false),
    retry: 1,
  });
  useEffect(() => {
    if (query.error) console.error("Reading the proposal from the voting hub failed", query.error);
  }, [query.error]);
  return {
    proposal: query.data,
    failed: apiUrl === undefined || (query.isError && query.data === undefined),
  };
}
