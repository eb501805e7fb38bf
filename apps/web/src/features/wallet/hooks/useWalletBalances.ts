import { useMemo } from "react";
import { erc20Abi, type Address } from "viem";
import type { DeployedToken } from "@griddle/sdk";
import { useAppChainConfig, useChainReads, useNativeBalances } from "../../../shared/chain/index.ts";

export interface TokenBalance {
  readonly token: DeployedToken;
  /** Undefined while loading or when this token's read failed. */
  readonly balance: bigint | undefined;
}

export interface WalletBalances {
  readonly native: bigint | undefined;
  readonly tokens: readonly TokenBalance[];
  readonly isLoading: boolean;
  readonly error: Error | null;
}

/**
 * The account's BNB and token balances (the chain's configured tokens), read again at every new
 * block. Both reads go to the batched read layer in the same tick, so they travel in one multicall.
 */
export function useWalletBalances(account: Address | undefined): WalletBalances {
  const appChain = useAppChainConfig();
  const accounts = useMemo(() => (account === undefined ? [] : [account]), [account]);
  const tokenContracts = useMemo(
    () =>
      account === undefined
        ? []
        : appChain.tokens.map(
            (token) =>
              ({
                address: token.address,
                abi: erc20Abi,
                functionName: "balanceOf",
                args: [account],
              }) as const,
          ),
    [account, appChain.tokens],
  );
  const enabled = account !== undefined;
  const native = useNativeBalances(accounts, { enabled });
  const tokens = useChainReads(tokenContracts, { enabled });

  return useMemo(
    () => ({
      native: native.data?.[0] ?? undefined,
      tokens: appChain.tokens.map((token, index) => ({ token, balance: tokens.data?.[index] ?? undefined })),
      isLoading: native.isLoading || tokens.isLoading,
      error: native.error ?? tokens.error,
    }),
    [
      appChain.tokens,
      native.data,
      native.error,
      native.isLoading,
      tokens.data,
      tokens.error,
      tokens.isLoading,
    ],
  );
}
