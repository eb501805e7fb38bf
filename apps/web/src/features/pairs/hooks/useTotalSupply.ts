import { useMemo } from "react";
import { erc20Abi } from "viem";
import { CurrencyAmount, type Token } from "@griddle/sdk";
import { useChainRead } from "../../../shared/chain/index.ts";

/** A token's total supply (for an LP token: the pool's shares), read in the block's batch. */
export function useTotalSupply(token?: Token): CurrencyAmount<Token> | undefined {
  const contract = useMemo(
    () =>
      token ? ({ address: token.address, abi: erc20Abi, functionName: "totalSupply" } as const) : undefined,
    [token],
  );
  const { data } = useChainRead(contract);
  return useMemo(
    () => (token && typeof data === "bigint" ? CurrencyAmount.fromRawAmount(token, data) : undefined),
    [token, data],
  );
}
