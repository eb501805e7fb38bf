import { BurnField } from "./BurnField.ts";

/** The remove-liquidity form: the amount typed last decides the others (spec 000 section 3). */
export interface BurnState {
  readonly independentField: BurnField;
  readonly typedValue: string;
}

export type BurnAction = {
  readonly type: "typeInput";
  readonly field: BurnField;
  readonly typedValue: string;
};

export const initialBurnState: BurnState = { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: "0" };

export function burnReducer(_state: BurnState, action: BurnAction): BurnState {
  return { independentField: action.field, typedValue: action.typedValue };
}
