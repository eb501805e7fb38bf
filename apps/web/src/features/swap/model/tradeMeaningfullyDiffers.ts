import type { AnyTrade } from "./AnyTrade.ts";

/**
 * Whether the trade on screen is no longer the one the user opened the confirm dialog for: another
 * kind, other currencies or other amounts. Then the dialog shows 'Price Updated' and waits for Accept.
 */
export function tradeMeaningfullyDiffers(tradeA: AnyTrade, tradeB: AnyTrade): boolean {
  return (
    tradeA.tradeType !== tradeB.tradeType ||
    !tradeA.inputAmount.currency.equals(tradeB.inputAmount.currency) ||
    !tradeA.inputAmount.equalTo(tradeB.inputAmount) ||
    !tradeA.outputAmount.currency.equals(tradeB.outputAmount.currency) ||
    !tradeA.outputAmount.equalTo(tradeB.outputAmount)
  );
}
