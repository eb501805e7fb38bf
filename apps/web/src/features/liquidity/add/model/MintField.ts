/** The two amounts of the add-liquidity form. A const object: the project compiles with `erasableSyntaxOnly`. */
export const MintField = {
  CURRENCY_A: "CURRENCY_A",
  CURRENCY_B: "CURRENCY_B",
} as const;
export type MintField = (typeof MintField)[keyof typeof MintField];

/** The amount that is not `field`. */
export function otherMintField(field: MintField): MintField {
  return field === MintField.CURRENCY_A ? MintField.CURRENCY_B : MintField.CURRENCY_A;
}
