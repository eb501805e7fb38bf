import { describe, expect, it } from "vitest";
import { localizeDecimalData } from "./localizeDecimalData.ts";

describe("localizeDecimalData", () => {
  it("localizes the amounts and leaves symbols and addresses alone", () => {
    expect(
      localizeDecimalData(
        { inputAmount: "1.5", inputSymbol: "BNB", outputAmount: "301", recipient: "0x12...abcd" },
        "de-DE",
      ),
    ).toEqual({ inputAmount: "1,5", inputSymbol: "BNB", outputAmount: "301", recipient: "0x12...abcd" });
  });

  it("keeps English data as it is, and no data as none", () => {
    expect(localizeDecimalData({ amount: "0.25" }, "en-US")).toEqual({ amount: "0.25" });
    expect(localizeDecimalData(undefined, "de-DE")).toBeUndefined();
  });
});
