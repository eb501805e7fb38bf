import { useQuery } from "@tanstack/react-query";
import type { TokenList } from "@uniswap/token-lists/src/types.ts";
import { useAppChain } from "../../../../shared/chain/index.ts";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { TokenListError } from "../model/tokenListErrors.ts";
import { useFetchTokenList } from "./useFetchTokenList.ts";

export type ListPreview =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly list: TokenList }
  | { readonly status: "failed"; readonly error: TranslatableText };

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
  if (error) {
    return {
      status: "failed",
      error:
        error instanceof TokenListError
          ? error.text
          : { key: "Failed to download list %url%", data: { url: listUrl } },
    };
  }
  return data ? { status: "loaded", list: data } : { status: "loading" };
}
