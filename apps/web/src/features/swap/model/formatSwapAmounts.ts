import type { AnyTrade } from "./AnyTrade.ts";
import type { SwapState } from "./SwapState.ts";

/**
 * The text of both amount fields: the typed one as typed, the other from the trade at 6 significant
 * digits (empty without a trade). A wrap is 1:1, so both show the typed text.
 */
export function formatSwapAmounts(
  state: Pick<SwapState, "independentField" | "typedValue">,
  trade: AnyTrade | null,
  isWrap: boolean,
): { readonly INPUT: string; readonly OUTPUT: string } {
  const { independentField, typedValue } = state;
  if (isWrap) return { INPUT: typedValue, OUTPUT: typedValue };
  if (independentField === "INPUT")
    return { INPUT: typedValue, OUTPUT: trade?.outputAmount.toSignificant(6) ?? "" };
  return { INPUT: trade?.inputAmount.toSignificant(6) ?? "", OUTPUT: typedValue };
}
