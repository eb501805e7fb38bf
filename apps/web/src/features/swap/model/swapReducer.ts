import { otherField, type Field, type SwapState } from "./SwapState.ts";

export type SwapAction =
  | { readonly type: "selectCurrency"; readonly field: Field; readonly currencyId: string }
  | { readonly type: "switchCurrencies" }
  | { readonly type: "typeInput"; readonly field: Field; readonly typedValue: string }
  | { readonly type: "setRecipient"; readonly recipient: string | null }
  | { readonly type: "replace"; readonly state: SwapState };

function currencyIdOf(state: SwapState, field: Field): string {
  return field === "INPUT" ? state.inputCurrencyId : state.outputCurrencyId;
}

function flipped(state: SwapState): SwapState {
  return {
    ...state,
    independentField: otherField(state.independentField),
    inputCurrencyId: state.outputCurrencyId,
    outputCurrencyId: state.inputCurrencyId,
  };
}

/** The swap form's transitions (spec 000 section 4, Swap). */
export function swapReducer(state: SwapState, action: SwapAction): SwapState {
  switch (action.type) {
    case "selectCurrency":
      // Picking the other side's currency swaps the sides rather than trading a token for itself.
      if (action.currencyId === currencyIdOf(state, otherField(action.field))) return flipped(state);
      return action.field === "INPUT"
        ? { ...state, inputCurrencyId: action.currencyId }
        : { ...state, outputCurrencyId: action.currencyId };
    case "switchCurrencies":
      return flipped(state);
    case "typeInput":
      return { ...state, independentField: action.field, typedValue: action.typedValue };
    case "setRecipient":
      return { ...state, recipient: action.recipient };
    case "replace":
      return action.state;
  }
}
