import type { Address } from "viem";
import type { Currency, CurrencyAmount } from "@griddle/sdk";
import type { AnyTrade } from "./AnyTrade.ts";
import { computeSlippageAdjustedAmounts } from "./computeSlippageAdjustedAmounts.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";

export interface SwapInputs {
  readonly account: Address | undefined;
  /** The typed amount, undefined when empty, zero or unparseable. */
  readonly parsedAmount: CurrencyAmount<Currency> | undefined;
  readonly inputCurrency: Currency | undefined;
  readonly outputCurrency: Currency | undefined;
  /** What the user typed as recipient; null sends to the account itself. */
  readonly recipient: string | null;
  /** The typed recipient as an address, null when it does not resolve to one. */
  readonly recipientAddress: Address | null;
  /** Contracts that would swallow the output (spec 000 section 5: the 3 blocked addresses). */
  readonly blockedRecipients: readonly Address[];
  readonly trade: AnyTrade | null;
  /** The input currency's balance; undefined while it loads. */
  readonly inputBalance: CurrencyAmount<Currency> | undefined;
  readonly slippageBps: number;
}

function involvesAddress(trade: AnyTrade, address: Address): boolean {
  const lower = address.toLowerCase();
  return (
    trade.route.path.some((token) => token.address.toLowerCase() === lower) ||
    trade.route.pairs.some((pair) => pair.address.toLowerCase() === lower)
  );
}

/**
 * Why the swap cannot be sent yet, as the swap button says it: the first of spec 000 section 5's
 * input errors that applies, in its priority order. Undefined when nothing stands in the way.
 */
export function computeInputError(inputs: SwapInputs): TranslatableText | undefined {
  if (!inputs.account) return { key: "Connect Wallet" };
  if (!inputs.parsedAmount) return { key: "Enter an amount" };
  if (!inputs.inputCurrency || !inputs.outputCurrency) return { key: "Select a token" };
  if (inputs.recipient !== null) {
    const to = inputs.recipientAddress;
    if (!to) return { key: "Enter a recipient" };
    const blocked = inputs.blockedRecipients.some((address) => address.toLowerCase() === to.toLowerCase());
    if (blocked || (inputs.trade && involvesAddress(inputs.trade, to))) return { key: "Invalid recipient" };
  }
  if (inputs.trade && inputs.inputBalance) {
    const { maximumAmountIn } = computeSlippageAdjustedAmounts(inputs.trade, inputs.slippageBps);
    if (inputs.inputBalance.lessThan(maximumAmountIn)) {
      return { key: "Insufficient %symbol% balance", data: { symbol: maximumAmountIn.currency.symbol } };
    }
  }
  return undefined;
}
