import { useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { useApiUrl } from "../../../shared/api/index.ts";
import { fetchUsername } from "./fetchUsername.ts";

const RETRY_WHILE_DOWN_MS = 10_000;

export interface UsernameState {
  /** '' for none (or an API that failed); undefined while loading. */
  readonly username: string | undefined;
  /** The API could not be read: the name is unknown, shown as the address (spec 001 section 7). */
  readonly failed: boolean;
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
    // While the API is down the name is unknown: ask again soon, so it shows once the API is back.
    refetchInterval: (current) => (current.state.data?.failed ? RETRY_WHILE_DOWN_MS : false),
  });
  const { refetch } = query;
  return {
    username: account === undefined ? undefined : apiUrl === undefined ? "" : query.data?.username,
    failed: account !== undefined && query.data?.failed === true,
    refetch: () => void refetch(),
  };
}
