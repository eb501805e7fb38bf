import { useQuery } from "@tanstack/react-query";
import { useApiUrl } from "../../../shared/api/index.ts";
import type { VotingSpace } from "../model/VotingSpace.ts";
import { fetchVotingSpace } from "./fetchVotingSpace.ts";
import { votingQueryKeys } from "./votingQueryKeys.ts";

/** The rules of space `id` (admins, minimum power); undefined while loading or when the hub fails. */
export function useVotingSpace(id: string): VotingSpace | undefined {
  const apiUrl = useApiUrl();
  return useQuery({
    queryKey: votingQueryKeys.space(apiUrl, id),
    queryFn: ({ signal }) => fetchVotingSpace(apiUrl ?? "", id, signal),
    enabled: apiUrl !== undefined,
    staleTime: 60_000,
    retry: 1,
  }).data;
}
