import { useMemo } from "react";
import { erc20Abi, type Address } from "viem";
import { CurrencyAmount, multicallAbi, type Currency } from "@griddle/sdk";
import { useAppChainConfig, useChainReads } from "../../../shared/chain/index.ts";

/**
 * The account's balance of each currency, in one batched read refreshed every block: BNB through the
 * multicall's getEthBalance, tokens through balanceOf. Undefined entries for a missing currency,
 * while loading, without an account, or where a read failed.
 */
export function useCurrencyBalances(
  account: Address | undefined,
  currencies: readonly (Currency | undefined)[],
): (CurrencyAmount<Currency> | undefined)[] {
  const multicall = useAppChainConfig().contracts.multicall;
  const known = useMemo(
    () => currencies.filter((currency): currency is Currency => currency !== undefined),
    [currencies],
  );
  const contracts = useMemo(
    () =>
      account === undefined
        ? []
        : known.map((currency) =>
            currency.isNative
              ? ({
                  address: multicall,
                  abi: multicallAbi,
                  functionName: "getEthBalance",
                  args: [account],
                } as const)
              : ({
                  address: currency.address,
                  abi: erc20Abi,
                  functionName: "balanceOf",
                  args: [account],
                } as const),
          ),
    [account, known, multicall],
  );
  const { data } = useChainReads(contracts, { enabled: account !== undefined });
  return useMemo(
    () =>
      currencies.map((currency) => {
        if (currency === undefined) return undefined;
        const raw = data?.[known.indexOf(currency)];
        return raw === undefined || raw === null ? undefined : CurrencyAmount.fromRawAmount(currency, raw);
      }),
    [currencies, data, known],
  );
}
