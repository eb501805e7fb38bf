import { useMemo } from "react";
import type { Address } from "viem";
import type { Currency, CurrencyAmount } from "@griddle/sdk";
import { useAppChainConfig } from "../../../shared/chain/index.ts";
import { useCurrency, useCurrencyBalances } from "../../tokens/index.ts";
import type { AnyTrade } from "../model/AnyTrade.ts";
import { computeInputError } from "../model/computeInputError.ts";
import { findBestTrade } from "../model/findBestTrade.ts";
import { parseAmount } from "../../tokens/index.ts";
import { resolveRecipientAddress } from "../model/resolveRecipientAddress.ts";
import type { SwapState } from "../model/SwapState.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";
import { useAllCommonPairs } from "./useAllCommonPairs.ts";

export interface DerivedSwapInfo {
  readonly inputCurrency: Currency | undefined;
  readonly outputCurrency: Currency | undefined;
  readonly inputBalance: CurrencyAmount<Currency> | undefined;
  readonly outputBalance: CurrencyAmount<Currency> | undefined;
  /** The typed amount in the typed side's currency. */
  readonly parsedAmount: CurrencyAmount<Currency> | undefined;
  /** The best route for the typed amount; null when there is none (or nothing to route yet). */
  readonly trade: AnyTrade | null;
  /** Whether the pools' reserves have been read, so a missing route means missing liquidity. */
  readonly pairsLoaded: boolean;
  /** Where the output goes: the account, or the typed recipient when it is an address. */
  readonly recipientAddress: Address | null;
  readonly inputError: TranslatableText | undefined;
}

/**
 * Everything the swap form shows that follows from its state and the chain: currencies, balances,
 * the parsed amount, the best trade (3 hops, or 1 in single-hop mode) and the input error.
 */
export function useDerivedSwapInfo(
  state: SwapState,
  account: Address | undefined,
  settings: { readonly slippageBps: number; readonly singleHopOnly: boolean },
): DerivedSwapInfo {
  const { contracts } = useAppChainConfig();
  const inputCurrency = useCurrency(state.inputCurrencyId);
  const outputCurrency = useCurrency(state.outputCurrencyId);
  const currencies = useMemo(() => [inputCurrency, outputCurrency], [inputCurrency, outputCurrency]);
  const [inputBalance, outputBalance] = useCurrencyBalances(account, currencies);
  const isExactIn = state.independentField === "INPUT";
  const parsedAmount = useMemo(
    () => parseAmount(state.typedValue, isExactIn ? inputCurrency : outputCurrency),
    [state.typedValue, isExactIn, inputCurrency, outputCurrency],
  );
  const { pairs, loaded: pairsLoaded } = useAllCommonPairs(inputCurrency, outputCurrency);
  const otherCurrency = isExactIn ? outputCurrency : inputCurrency;
  const trade = useMemo(
    () =>
      // BNB and WBNB trade through a wrap, never through pools.
      parsedAmount && otherCurrency && !parsedAmount.currency.wrapped.equals(otherCurrency.wrapped)
        ? findBestTrade(pairs, {
            exactField: state.independentField,
            amount: parsedAmount,
            otherCurrency,
            singleHopOnly: settings.singleHopOnly,
          })
        : null,
    [pairs, parsedAmount, otherCurrency, state.independentField, settings.singleHopOnly],
  );
  const recipientAddress = resolveRecipientAddress(state.recipient, account);
  // Output sent to these contracts would be lost for good.
  const blockedRecipients = useMemo(
    () => [contracts.factory, contracts.router, contracts.wbnb],
    [contracts.factory, contracts.router, contracts.wbnb],
  );
  const inputError = computeInputError({
    account,
    parsedAmount,
    inputCurrency,
    outputCurrency,
    recipient: state.recipient,
    recipientAddress,
    blockedRecipients,
    trade,
    inputBalance,
    slippageBps: settings.slippageBps,
  });
  return {
    inputCurrency,
    outputCurrency,
    inputBalance,
    outputBalance,
    parsedAmount,
    trade,
    pairsLoaded,
    recipientAddress,
    inputError,
  };
}
