import { describe, expect, it } from "vitest";
import { translate } from "./translate.ts";

describe("translate", () => {
  it("returns the English key when the dictionary has no entry", () => {
    expect(translate({}, "Connect Wallet")).toBe("Connect Wallet");
  });

  it("returns the dictionary's text when it has one", () => {
    expect(translate({ "Connect Wallet": "Wallet verbinden" }, "Connect Wallet")).toBe("Wallet verbinden");
  });

  it("fills every %name% placeholder, including repeats", () => {
    expect(translate({}, "%symbol% required: %symbol% %amount%", { symbol: "CAKE", amount: 2 })).toBe(
      "CAKE required: CAKE 2",
    );
  });

  it("fills placeholders in the translated text, not only in the key", () => {
    expect(
      translate(
        { "Insufficient %symbol% balance": "Solde %symbol% insuffisant" },
        "Insufficient %symbol% balance",
        { symbol: "BNB" },
      ),
    ).toBe("Solde BNB insuffisant");
  });

  it("leaves a placeholder without a value in place", () => {
    expect(translate({}, "Stake %symbol%", { amount: 1 })).toBe("Stake %symbol%");
  });

  it("does not treat inherited object properties as translations or values", () => {
    expect(translate({}, "constructor")).toBe("constructor");
    expect(translate({}, "%toString%", {})).toBe("%toString%");
  });
});
