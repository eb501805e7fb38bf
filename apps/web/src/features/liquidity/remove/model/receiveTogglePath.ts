import type { Address } from "viem";
import type { Currency } from "@griddle/sdk";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { NATIVE_CURRENCY_ID } from "../../../tokens/index.ts";

export interface ReceiveToggle {
  readonly label: TranslatableText;
  readonly to: string;
}

/**
 * The link that switches a BNB pair's payout between BNB and WBNB: the same page with BNB in place of
 * WBNB ('Receive BNB') or the other way round ('Receive WBNB'). Undefined when neither side is BNB
 * or WBNB.
 */
export function receiveTogglePath(
  [idA, idB]: readonly [string, string],
  [currencyA, currencyB]: readonly [Currency | undefined, Currency | undefined],
  wbnb: Address,
): ReceiveToggle | undefined {
  const isWbnb = (currency: Currency | undefined) => currency?.isToken === true && currency.address === wbnb;
  if (currencyA?.isNative || currencyB?.isNative) {
    return {
      label: { key: "Receive WBNB" },
      to: `/remove/${currencyA?.isNative ? wbnb : idA}/${currencyB?.isNative ? wbnb : idB}`,
    };
  }
  if (isWbnb(currencyA) || isWbnb(currencyB)) {
    return {
      label: { key: "Receive BNB" },
      to: `/remove/${isWbnb(currencyA) ? NATIVE_CURRENCY_ID : idA}/${isWbnb(currencyB) ? NATIVE_CURRENCY_ID : idB}`,
    };
  }
  return undefined;
}
