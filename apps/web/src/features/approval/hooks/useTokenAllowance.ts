import { useMemo } from "react";
import { erc20Abi, type Address } from "viem";
import { useChainRead } from "../../../shared/chain/index.ts";

/** How much `spender` may move of `owner`'s `token`, read in the batch of each new block. */
export function useTokenAllowance(
  token: Address | undefined,
  owner: Address | undefined,
  spender: Address | undefined,
): bigint | undefined {
  const contract = useMemo(
    () =>
      token && owner && spender
        ? ({ address: token, abi: erc20Abi, functionName: "allowance", args: [owner, spender] } as const)
        : undefined,
    [token, owner, spender],
  );
  const { data } = useChainRead(contract);
  return data ?? undefined;
}
