import type { Address } from "viem";
import type { AnyTrade } from "./AnyTrade.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";

function shorten(address: Address): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/**
 * The Recent Transactions line for a swap: 'Swap 1.5 BNB for 301 CAKE', plus ' to 0x12...abcd' when
 * the output goes to another account. Amounts at 3 significant digits.
 */
export function swapSummary(trade: AnyTrade, recipient: Address, account: Address): TranslatableText {
  const data = {
    inputAmount: trade.inputAmount.toSignificant(3),
    inputSymbol: trade.inputAmount.currency.symbol,
    outputAmount: trade.outputAmount.toSignificant(3),
    outputSymbol: trade.outputAmount.currency.symbol,
  };
  if (recipient.toLowerCase() === account.toLowerCase()) {
    return { key: "Swap %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol%", data };
  }
  return {
    key: "Swap %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol% to %recipient%",
    data: { ...data, recipient: shorten(recipient) },
  };
}
