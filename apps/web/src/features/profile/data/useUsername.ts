import { useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { useApiUrl } from "../../../shared/api/index.ts";
import { fetchUsername } from "./fetchUsername.ts";

export interface UsernameState {
  /** '' for none (or an API that failed); undefined while loading. */
  readonly username: string | undefined;
  readonly refetch: () => void;
}

/** The account's username from the API, read once and again on `refetch` (after the name is set). */
export function useUsername(account: Address | undefined): UsernameState {
  const apiUrl = useApiUrl();
  const query = useQuery({
    queryKey: ["username", apiUrl, account],
    queryFn: ({ signal }) => fetchUsername(apiUrl ?? "", account ?? "0x", signal),
    enabled: apiUrl !== undefined && account !== undefined,
    staleTime: 60_000,
  });
  const { refetch } = query;
  return {
    username: account === undefined ? undefined : apiUrl === undefined ? "" : query.data,
    refetch: () => void refetch(),
  };
}
