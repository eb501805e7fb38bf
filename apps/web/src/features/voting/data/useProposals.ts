import { useEffect } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useApiUrl } from "../../../shared/api/index.ts";
import type { Proposal, ProposalState } from "../model/Proposal.ts";
import { fetchProposals } from "./fetchProposals.ts";
import { PROPOSALS_PAGE_SIZE } from "./model/proposalsQuery.ts";
import { votingQueryKeys } from "./votingQueryKeys.ts";

export interface ProposalsState {
  /** The pages loaded so far, joined; undefined while the first loads. */
  readonly proposals: readonly Proposal[] | undefined;
  /** The hub could not be read, or there is no hub on this network. */
  readonly failed: boolean;
  readonly hasMore: boolean;
  readonly loadMore: () => void;
  readonly loadingMore: boolean;
}

/**
 * `space`'s proposals in `state`, 5 at a time (spec 001 section 9), the latest end first, the next page on
 * `loadMore` while the last one was full. A failed read is logged and shown as failed.
 */
export function useProposals(space: string, state: ProposalState): ProposalsState {
  const apiUrl = useApiUrl();
  const query = useInfiniteQuery({
    queryKey: [...votingQueryKeys.proposals(apiUrl), space, state],
    queryFn: ({ pageParam, signal }) => fetchProposals(apiUrl ?? "", space, state, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (page, pages) =>
      page.length < PROPOSALS_PAGE_SIZE ? undefined : pages.length * PROPOSALS_PAGE_SIZE,
    enabled: apiUrl !== undefined,
    retry: 1,
  });
  useEffect(() => {
    if (query.error) console.error("Reading the proposals from the voting hub failed", query.error);
  }, [query.error]);
  const { fetchNextPage } = query;
  return {
    proposals: query.data?.pages.flat(),
    failed: apiUrl === undefined || (query.isError && query.data === undefined),
    hasMore: query.hasNextPage,
    loadMore: () => void fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
  };
}
