/** Which amount the user typed; the other one is derived from the best trade. */
export type Field = "INPUT" | "OUTPUT";

/**
 * What the swap form holds (spec 000 section 3, Swap state). Currency ids are checksummed token
 * addresses or 'BNB'; an empty id means no currency is selected on that side.
 */
export interface SwapState {
  readonly independentField: Field;
  readonly typedValue: string;
  readonly inputCurrencyId: string;
  readonly outputCurrencyId: string;
  /** Null sends to the connected account; otherwise what the user typed (expert mode only). */
  readonly recipient: string | null;
}

export function otherField(field: Field): Field {
  return field === "INPUT" ? "OUTPUT" : "INPUT";
}
