import { describe, expect, it } from "vitest";
import { MintField } from "./MintField.ts";
import { initialMintState, mintReducer } from "./mintReducer.ts";

const typeInput = (field: MintField, typedValue: string, noLiquidity: boolean) =>
  ({ type: "typeInput", field, typedValue, noLiquidity }) as const;

describe("mintReducer", () => {
  it("derives the other amount for an existing pool: only the last typed one is kept", () => {
    const typedA = mintReducer(initialMintState, typeInput(MintField.CURRENCY_A, "1", false));
    const typedB = mintReducer(typedA, typeInput(MintField.CURRENCY_B, "5", false));
    expect(typedB).toEqual({ independentField: MintField.CURRENCY_B, typedValue: "5", otherTypedValue: "" });
  });

  it("keeps both typed amounts for a new pool", () => {
    const typedA = mintReducer(initialMintState, typeInput(MintField.CURRENCY_A, "1", true));
    const typedB = mintReducer(typedA, typeInput(MintField.CURRENCY_B, "5", true));
    expect(typedB).toEqual({ independentField: MintField.CURRENCY_B, typedValue: "5", otherTypedValue: "1" });
    const retypedB = mintReducer(typedB, typeInput(MintField.CURRENCY_B, "6", true));
    expect(retypedB).toEqual({
      independentField: MintField.CURRENCY_B,
      typedValue: "6",
      otherTypedValue: "1",
    });
    const backToA = mintReducer(retypedB, typeInput(MintField.CURRENCY_A, "2", true));
    expect(backToA).toEqual({
      independentField: MintField.CURRENCY_A,
      typedValue: "2",
      otherTypedValue: "6",
    });
  });

  it("resets to empty amounts", () => {
    const typed = mintReducer(initialMintState, typeInput(MintField.CURRENCY_B, "3", true));
    expect(mintReducer(typed, { type: "reset" })).toBe(initialMintState);
  });
});
