import { useQuery } from "@tanstack/react-query";
import type { TokenList } from "@uniswap/token-lists/src/types.ts";
import { useAppChain } from "../../../../shared/chain/index.ts";
import { useFetchTokenList } from "./useFetchTokenList.ts";

export type ListPreview =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly list: TokenList }
  | { readonly status: "failed"; readonly error: Error };

/** Downloads a list the user typed, to show before importing it; the list state is not touched. */
export function useListPreview(listUrl: string | undefined): ListPreview {
  const chainId = useAppChain().id;
  const fetchList = useFetchTokenList();
  const { data, error } = useQuery({
    queryKey: ["tokenListPreview", chainId, listUrl],
    queryFn: () => fetchList(listUrl ?? "", { record: false }),
    enabled: listUrl !== undefined,
    // The fetch already tries every location; a failure is the answer the user needs to see.
    retry: false,
    staleTime: 60_000,
  });
  if (listUrl === undefined) return { status: "idle" };
  if (error) return { status: "failed", error };
  return data ? { status: "loaded", list: data } : { status: "loading" };
}
