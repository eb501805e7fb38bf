import { useMemo } from "react";
import { erc20Abi, type Address, type ContractFunctionParameters } from "viem";
import { useChainReads } from "../useChainReads.ts";
import type { PreviewToken } from "./PreviewToken.ts";

/**
 * The dialog's known tokens, completed with the symbol and decimals of any other token the simulation
 * touched (read through the batched read layer), keyed by lower-case address.
 */
export function usePreviewTokens(
  known: ReadonlyMap<string, PreviewToken>,
  touched: readonly Address[],
): ReadonlyMap<string, PreviewToken> {
  const unknown = useMemo(
    () =>
      [...new Set(touched.map((address) => address.toLowerCase()))].filter((address) => !known.has(address)),
    [known, touched],
  );
  const reads = useMemo(
    (): ContractFunctionParameters[] =>
      unknown.flatMap((address) => [
        { address: address as Address, abi: erc20Abi, functionName: "symbol" },
        { address: address as Address, abi: erc20Abi, functionName: "decimals" },
      ]),
    [unknown],
  );
  const { data } = useChainReads(reads, { enabled: reads.length > 0 });
  return useMemo(() => {
    const all = new Map(known);
    unknown.forEach((address, index) => {
      const symbol = data?.[index * 2];
      const decimals = data?.[index * 2 + 1];
      if (typeof symbol === "string" && typeof decimals === "number") all.set(address, { symbol, decimals });
    });
    return all;
  }, [known, unknown, data]);
}
