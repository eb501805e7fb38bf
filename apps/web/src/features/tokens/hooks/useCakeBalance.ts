import { useMemo } from "react";
import { erc20Abi, type Address, type ContractFunctionParameters } from "viem";
import { useChainReads } from "../../../shared/chain/index.ts";

/** The account's CAKE balance, read every block with the page's other reads; undefined while loading or without an account. */
export function useCakeBalance(cake: Address, account: Address | undefined): bigint | undefined {
  const calls = useMemo(
    (): readonly ContractFunctionParameters[] =>
      account ? [{ address: cake, abi: erc20Abi, functionName: "balanceOf", args: [account] }] : [],
    [cake, account],
  );
  const { data } = useChainReads(calls, { enabled: calls.length > 0 });
  const [balance] = (data ?? []) as readonly (bigint | null)[];
  return balance ?? undefined;
}
