import type { Currency } from "@griddle/sdk";

/** Whether the pair on screen is BNB and WBNB, which trade 1:1 through WBNB itself, not the router. */
export type WrapType = "WRAP" | "UNWRAP" | "NOT_APPLICABLE";

export function computeWrapType(input: Currency | undefined, output: Currency | undefined): WrapType {
  if (!input || !output) return "NOT_APPLICABLE";
  if (input.isNative && output.isToken && output.equals(input.wrapped)) return "WRAP";
  if (output.isNative && input.isToken && input.equals(output.wrapped)) return "UNWRAP";
  return "NOT_APPLICABLE";
}
