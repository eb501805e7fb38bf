import { MintField } from "./MintField.ts";

/** The add-liquidity form (spec 000 section 3, Mint state). */
export interface MintState {
  /** The amount the user typed last; the other one follows from the pool price. */
  readonly independentField: MintField;
  readonly typedValue: string;
  /** For a new pool, the other typed amount: both are the user's input there. */
  readonly otherTypedValue: string;
}

export type MintAction =
  | {
      readonly type: "typeInput";
      readonly field: MintField;
      readonly typedValue: string;
      /** The pool is new: the other amount is kept as typed rather than derived. */
      readonly noLiquidity: boolean;
    }
  | { readonly type: "reset" };

export const initialMintState: MintState = {
  independentField: MintField.CURRENCY_A,
  typedValue: "",
  otherTypedValue: "",
};

/** With no existing liquidity both typed values are kept (spec 000 section 4, Mint). */
export function mintReducer(state: MintState, action: MintAction): MintState {
  if (action.type === "reset") return initialMintState;
  const { field, typedValue, noLiquidity } = action;
  if (!noLiquidity) return { independentField: field, typedValue, otherTypedValue: "" };
  if (field === state.independentField) return { ...state, typedValue };
  return { independentField: field, typedValue, otherTypedValue: state.typedValue };
}
