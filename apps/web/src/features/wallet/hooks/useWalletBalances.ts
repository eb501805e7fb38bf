import { useMemo } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import { erc20Abi, parseAbi, type Address } from "viem";
import { useReadContracts } from "wagmi";
import type { DeployedToken } from "@griddle/sdk";
import { useAppChainConfig, useCurrentBlock } from "../../../shared/chain/index.ts";

/** ERC-20 balanceOf plus Multicall3's getEthBalance: the native balance rides in the same batch. */
const walletBalanceAbi = [
  ...erc20Abi,
  ...parseAbi(["function getEthBalance(address addr) view returns (uint256 balance)"]),
] as const;

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
 * The account's BNB and token balances (the chain's configured tokens), read in one multicall and
 * read again at every new block.
 */
export function useWalletBalances(account: Address | undefined): WalletBalances {
  const appChain = useAppChainConfig();
  const blockNumber = useCurrentBlock();
  const contracts = useMemo(
    () =>
      account === undefined
        ? []
        : [
            {
              address: appChain.contracts.multicall,
              abi: walletBalanceAbi,
              functionName: "getEthBalance",
              args: [account],
            } as const,
            ...appChain.tokens.map(
              (token) =>
                ({
                  address: token.address,
                  abi: walletBalanceAbi,
                  functionName: "balanceOf",
                  args: [account],
                }) as const,
            ),
          ],
    [account, appChain],
  );
  // Keyed by block: each new block reads a consistent snapshot, and the previous one stays on screen
  // until it arrives.
  const { data, isLoading, error } = useReadContracts({
    contracts,
    blockNumber: blockNumber === undefined ? undefined : BigInt(blockNumber),
    query: { enabled: account !== undefined, placeholderData: keepPreviousData },
  });

  return useMemo(() => {
    const [native, ...tokenResults] = data ?? [];
    return {
      native: native?.status === "success" ? native.result : undefined,
      tokens: appChain.tokens.map((token, index) => {
        const result = tokenResults[index];
        return { token, balance: result?.status === "success" ? result.result : undefined };
      }),
      isLoading,
      error,
    };
  }, [appChain.tokens, data, error, isLoading]);
}
