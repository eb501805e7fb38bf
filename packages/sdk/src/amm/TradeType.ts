/**
 * Whether a trade fixes its input or its output amount. A const object rather than an `enum`, because
 * the project compiles with `erasableSyntaxOnly`; the values are the published SDKs' enum values.
 */
export const TradeType = { EXACT_INPUT: 0, EXACT_OUTPUT: 1 } as const;
export type TradeType = (typeof TradeType)[keyof typeof TradeType];

// Type-only members, so `Trade<A, B, TradeType.EXACT_INPUT>` reads as it would with an enum.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace TradeType {
  type EXACT_INPUT = typeof TradeType.EXACT_INPUT;
  type EXACT_OUTPUT = typeof TradeType.EXACT_OUTPUT;
}
