import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { useApiUrl } from "../../../shared/api/index.ts";
import type { VotingPower } from "../model/VotingPower.ts";
import { fetchVotingPower } from "./fetchVotingPower.ts";
import { votingQueryKeys } from "./votingQueryKeys.ts";

export interface VotingPowerState {
  /** undefined while loading, without an account or block, or when it failed. */
  readonly power: VotingPower | undefined;
  readonly failed: boolean;
}

/** `account`'s voting power at `block` from the hub; a past block's power never changes. */
export function useVotingPower(account: Address | undefined, block: number | undefined): VotingPowerState {
  const apiUrl = useApiUrl();
  const query = useQuery({
    queryKey: votingQueryKeys.power(apiUrl, account, block),
    queryFn: ({ signal }) => fetchVotingPower(apiUrl ?? "", account ?? "0x", block ?? 0, signal),
    enabled: apiUrl !== undefined && account !== undefined && block !== undefined && block > 0,
    staleTime: Infinity,
    retry: 1,
  });
  useEffect(() => {
    if (query.error) console.error("Reading the voting power failed", query.error);
  }, [query.error]);
  return { power: query.data, failed: query.isError };
}
