import type { Address } from "viem";
import { useListedTokens } from "../lists/hooks/useListedTokens.ts";

/** The name of the list that names a token the user has not imported (its source in 'Import Tokens'). */
export function useTokenListSource(address: Address | undefined): string | undefined {
  const { byAddress } = useListedTokens();
  return address === undefined ? undefined : byAddress.get(address)?.listName;
}
