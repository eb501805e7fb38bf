import { useMemo } from "react";
import type { Address } from "viem";
import { Pair, type Currency } from "@griddle/sdk";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { useAppChainConfig } from "../../../../shared/chain/index.ts";
import { PairState, usePair, useTotalSupply } from "../../../pairs/index.ts";
import { useCurrencyBalances } from "../../../tokens/index.ts";
import { findUnsupportedCurrencies } from "../../model/findUnsupportedCurrencies.ts";
import { useProtocolFee } from "../../hooks/useProtocolFee.ts";
import { computeMintInfo, type MintInfo } from "../model/computeMintInfo.ts";
import { computeMintInputError } from "../model/computeMintInputError.ts";
import type { MintField } from "../model/MintField.ts";
import type { MintState } from "../model/mintReducer.ts";

export interface DerivedMintInfo extends MintInfo {
  readonly pair: Pair | null;
  readonly pairState: PairState;
  readonly balances: Readonly<Record<MintField, ReturnType<typeof useCurrencyBalances>[number]>>;
  readonly unsupportedCurrencies: readonly Currency[];
  readonly inputError: TranslatableText | undefined;
}

/**
 * The add form with the chain's answers: the pair, its LP supply, the protocol fee the pair mints
 * before the deposit, and the account's balances.
 */
export function useDerivedMintInfo(
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
  state: MintState,
  account: Address | undefined,
): DerivedMintInfo {
  const { contracts, pairInitCodeHash } = useAppChainConfig();
  const [pairState, pair] = usePair(currencyA, currencyB);
  const totalSupply = useTotalSupply(pair?.liquidityToken);
  const protocolFee = useProtocolFee(pair);
  const tokenA = currencyA?.wrapped;
  const tokenB = currencyB?.wrapped;
  const pairAddress =
    tokenA && tokenB && !tokenA.equals(tokenB)
      ? Pair.getAddress(tokenA, tokenB, { factory: contracts.factory, initCodeHash: pairInitCodeHash })
      : undefined;
  const currencyList = useMemo(() => [currencyA, currencyB], [currencyA, currencyB]);
  const [balanceA, balanceB] = useCurrencyBalances(account, currencyList);
  const unsupportedCurrencies = useMemo(() => findUnsupportedCurrencies(currencyList), [currencyList]);

  const info = useMemo(
    () =>
      computeMintInfo({
        currencies: { CURRENCY_A: currencyA, CURRENCY_B: currencyB },
        pair,
        pairState,
        pairAddress,
        totalSupply,
        protocolFee,
        state,
      }),
    [currencyA, currencyB, pair, pairState, pairAddress, totalSupply, protocolFee, state],
  );
  const balances = { CURRENCY_A: balanceA, CURRENCY_B: balanceB };
  const inputError = computeMintInputError({
    account,
    pairState,
    currencies: { CURRENCY_A: currencyA, CURRENCY_B: currencyB },
    parsedAmounts: info.parsedAmounts,
    balances,
    unsupported: unsupportedCurrencies.length > 0,
  });
  return { ...info, pair, pairState, balances, unsupportedCurrencies, inputError };
}
