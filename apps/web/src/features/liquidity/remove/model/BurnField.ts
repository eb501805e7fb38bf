/**
 * The amounts of the remove-liquidity form, any of which the user may type (spec 000 section 3, Burn
 * state). A const object: the project compiles with `erasableSyntaxOnly`.
 */
export const BurnField = {
  LIQUIDITY_PERCENT: "LIQUIDITY_PERCENT",
  LIQUIDITY: "LIQUIDITY",
  CURRENCY_A: "CURRENCY_A",
  CURRENCY_B: "CURRENCY_B",
} as const;
export type BurnField = (typeof BurnField)[keyof typeof BurnField];
