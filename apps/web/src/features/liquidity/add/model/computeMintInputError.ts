import type { Address } from "viem";
import type { Currency, CurrencyAmount } from "@griddle/sdk";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { PairState } from "../../../pairs/index.ts";
import type { MintField } from "./MintField.ts";

export interface MintInputErrorInputs {
  readonly account: Address | undefined;
  readonly pairState: PairState;
  readonly currencies: Readonly<Record<MintField, Currency | undefined>>;
  readonly parsedAmounts: Readonly<Record<MintField, CurrencyAmount<Currency> | undefined>>;
  /** The account's balances; undefined while they load. */
  readonly balances: Readonly<Record<MintField, CurrencyAmount<Currency> | undefined>>;
  /** A currency is on the unsupported list. */
  readonly unsupported: boolean;
}

/**
 * Why the deposit cannot be supplied yet, as the button says it: the first of spec 000 section 5's
 * add-liquidity labels that applies, in its order. Undefined when nothing stands in the way.
 */
export function computeMintInputError(inputs: MintInputErrorInputs): TranslatableText | undefined {
  const { parsedAmounts, balances } = inputs;
  if (!inputs.account) return { key: "Connect Wallet" };
  if (inputs.pairState === PairState.INVALID) return { key: "Invalid pair" };
  if (!parsedAmounts.CURRENCY_A || !parsedAmounts.CURRENCY_B) return { key: "Enter an amount" };
  for (const field of ["CURRENCY_A", "CURRENCY_B"] as const) {
    const amount = parsedAmounts[field];
    if (amount && balances[field]?.lessThan(amount)) {
      return { key: "Insufficient %symbol% balance", data: { symbol: amount.currency.symbol } };
    }
  }
  if (inputs.unsupported) return { key: "Unsupported Asset" };
  return undefined;
}
