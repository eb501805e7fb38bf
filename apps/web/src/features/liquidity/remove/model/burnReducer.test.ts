import { describe, expect, it } from "vitest";
import { BurnField } from "./BurnField.ts";
import { burnReducer, initialBurnState } from "./burnReducer.ts";

describe("burnReducer", () => {
  it("starts at 0 percent", () => {
    expect(initialBurnState).toEqual({ independentField: BurnField.LIQUIDITY_PERCENT, typedValue: "0" });
  });

  it("keeps only the amount typed last", () => {
    const typed = burnReducer(initialBurnState, {
      type: "typeInput",
      field: BurnField.CURRENCY_B,
      typedValue: "2",
    });
    expect(typed).toEqual({ independentField: BurnField.CURRENCY_B, typedValue: "2" });
  });
});
