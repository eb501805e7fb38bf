import { useCallback, useMemo } from "react";
import type { Hex } from "viem";
import { useConnection } from "wagmi";
import type { Currency, CurrencyAmount } from "@griddle/sdk";
import { isUserRejection, useSendContractWrite } from "../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../shared/format/index.ts";
import { computeWrapInputError } from "../model/computeWrapInputError.ts";
import { computeWrapType, type WrapType } from "../model/computeWrapType.ts";
import { parseAmount } from "../../tokens/index.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";

export interface UseWrapCallbackReturnType {
  readonly wrapType: WrapType;
  /** Wraps or unwraps the typed amount; undefined when not applicable or not possible. */
  readonly execute: (() => Promise<Hex | undefined>) | undefined;
  readonly inputError: TranslatableText | undefined;
}

/**
 * Wrapping BNB into WBNB (deposit) and back (withdraw), offered when the two sides are BNB and WBNB
 * (spec 000 section 7, Writes: wrapped coin). A rejection in the wallet resolves with no hash; other
 * failures are logged, as the spec's 'Could not deposit' / 'Could not withdraw'.
 */
export function useWrapCallback(
  inputCurrency: Currency | undefined,
  outputCurrency: Currency | undefined,
  typedValue: string,
  inputBalance: CurrencyAmount<Currency> | undefined,
): UseWrapCallbackReturnType {
  const { t } = useTranslation();
  const locale = useLocale();
  const { address: account } = useConnection();
  const { send } = useSendContractWrite();
  const wrapType = computeWrapType(inputCurrency, outputCurrency);
  // Wrapping is 1:1, so the typed amount is the same on both sides.
  const amount = useMemo(() => parseAmount(typedValue, inputCurrency), [typedValue, inputCurrency]);
  const inputError =
    wrapType === "NOT_APPLICABLE" ? undefined : computeWrapInputError(wrapType, amount, inputBalance);

  const execute = useCallback(async (): Promise<Hex | undefined> => {
    if (!amount || !account || wrapType === "NOT_APPLICABLE") return undefined;
    const shown = localizeDecimalString(amount.toSignificant(6), locale);
    try {
      // Loaded on the first click only: the WBNB ABI is not needed to show the page.
      const { buildWrapCall } = await import("../model/buildWrapCall.ts");
      const wbnb = amount.currency.wrapped.address;
      const summary =
        wrapType === "WRAP"
          ? t("Wrap %amount% BNB to WBNB", { amount: shown })
          : t("Unwrap %amount% WBNB to BNB", { amount: shown });
      const { hash } = await send({
        calls: [buildWrapCall(wbnb, wrapType, amount.quotient)],
        // Spec 000 section 7 adds a gas margin to approvals, router calls and swaps only.
        gasLimit: "byWallet",
        record: { summary },
        preview: { title: summary, probeTargets: { tokens: [wbnb], allowances: [] } },
      });
      return hash;
    } catch (error) {
      // A cancelled review or a refusal in the wallet is the user's choice, not a failure.
      if (!isUserRejection(error)) {
        console.error(wrapType === "WRAP" ? "Could not deposit" : "Could not withdraw", error);
      }
      return undefined;
    }
  }, [account, amount, locale, send, t, wrapType]);

  return { wrapType, execute: inputError || !account ? undefined : execute, inputError };
}
