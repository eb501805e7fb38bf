import { describe, expect, it } from "vitest";
import type { SwapState } from "./SwapState.ts";
import { swapReducer } from "./swapReducer.ts";

const CAKE = "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82";
const BUSD = "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56";

const state: SwapState = {
  independentField: "INPUT",
  typedValue: "1.5",
  inputCurrencyId: "BNB",
  outputCurrencyId: CAKE,
  recipient: null,
};

describe("swapReducer", () => {
  it("selects a currency on one side", () => {
    expect(swapReducer(state, { type: "selectCurrency", field: "OUTPUT", currencyId: BUSD })).toEqual({
      ...state,
      outputCurrencyId: BUSD,
    });
    expect(swapReducer(state, { type: "selectCurrency", field: "INPUT", currencyId: BUSD })).toEqual({
      ...state,
      inputCurrencyId: BUSD,
    });
  });

  it("swaps the sides when the chosen currency is the other side's", () => {
    expect(swapReducer(state, { type: "selectCurrency", field: "INPUT", currencyId: CAKE })).toEqual({
      ...state,
      independentField: "OUTPUT",
      inputCurrencyId: CAKE,
      outputCurrencyId: "BNB",
    });
  });

  it("flips currencies and the typed side with the switch arrow, keeping the typed value", () => {
    const switched = swapReducer(state, { type: "switchCurrencies" });
    expect(switched).toEqual({
      ...state,
      independentField: "OUTPUT",
      inputCurrencyId: CAKE,
      outputCurrencyId: "BNB",
    });
    expect(swapReducer(switched, { type: "switchCurrencies" })).toEqual(state);
  });

  it("records which side was typed", () => {
    expect(swapReducer(state, { type: "typeInput", field: "OUTPUT", typedValue: "20" })).toEqual({
      ...state,
      independentField: "OUTPUT",
      typedValue: "20",
    });
  });

  it("sets and clears the recipient, and replaces the whole state", () => {
    const withRecipient = swapReducer(state, { type: "setRecipient", recipient: "alice.eth" });
    expect(withRecipient.recipient).toBe("alice.eth");
    expect(swapReducer(withRecipient, { type: "setRecipient", recipient: null }).recipient).toBeNull();
    const other: SwapState = { ...state, inputCurrencyId: BUSD, typedValue: "" };
    expect(swapReducer(state, { type: "replace", state: other })).toBe(other);
  });
});
