import { useMemo } from "react";
import { erc20Abi, zeroAddress, type Address } from "viem";
import { useChainReads } from "../../../shared/chain/index.ts";
import type { ImportedToken } from "../model/importedTokens.ts";
import { toImportedToken } from "../model/toImportedToken.ts";

export type TokenInfoState =
  | { readonly status: "loading" }
  | { readonly status: "found"; readonly token: ImportedToken }
  /** The address answers no decimals: not a token (or not a contract at all). */
  | { readonly status: "notToken" };

/** Reads an unknown token's name, symbol and decimals from the chain, for the import prompt. */
export function useTokenInfo(address: Address | undefined): TokenInfoState {
  // Without an address the reads stay disabled; the zero address only keeps their shape.
  const contracts = useMemo(() => {
    const target = address ?? zeroAddress;
    return [
      { address: target, abi: erc20Abi, functionName: "name" },
      { address: target, abi: erc20Abi, functionName: "symbol" },
      { address: target, abi: erc20Abi, functionName: "decimals" },
    ] as const;
  }, [address]);
  const { data } = useChainReads(contracts, { enabled: address !== undefined });
  return useMemo((): TokenInfoState => {
    if (address === undefined || !data) return { status: "loading" };
    const [name = null, symbol = null, decimals = null] = data;
    const token = toImportedToken(address, { name, symbol, decimals });
    return token ? { status: "found", token } : { status: "notToken" };
  }, [address, data]);
}
