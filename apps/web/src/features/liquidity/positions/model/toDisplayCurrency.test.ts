import { describe, expect, it } from "vitest";
import { BNB, CAKE, WBNB } from "../../model/liquidityTestFixtures.ts";
import { toDisplayCurrency } from "./toDisplayCurrency.ts";

describe("toDisplayCurrency", () => {
  it("names the wrapped BNB side BNB and leaves other tokens alone", () => {
    expect(toDisplayCurrency(WBNB, BNB)).toBe(BNB);
    expect(toDisplayCurrency(CAKE, BNB)).toBe(CAKE);
  });
});
