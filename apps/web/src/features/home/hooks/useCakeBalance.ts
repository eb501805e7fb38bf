import { useMemo } from "react";
import { erc20Abi, type Address } from "viem";
import { useAppChainConfig, useChainRead } from "../../../shared/chain/index.ts";

/** The account's raw CAKE balance, read with the page's batch once per block; undefined until read or without an account. */
export function useCakeBalance(account: Address | undefined): bigint | undefined {
  const cake = useAppChainConfig().contracts.cake;
  const call = useMemo(
    () =>
      account === undefined
        ? undefined
        : ({ address: cake, abi: erc20Abi, functionName: "balanceOf", args: [account] } as const),
    [cake, account],
  );
  return useChainRead(call).data ?? undefined;
}
