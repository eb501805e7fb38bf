import { describe, expect, it } from "vitest";
import { AMOUNT_INPUT_MAX_LENGTH, normalizeAmountInput } from "./normalizeAmountInput.ts";

describe("normalizeAmountInput", () => {
  it("accepts empty text, digits and one decimal point", () => {
    for (const text of ["", "0", "12", "1.", ".5", "0.000001", "1234.5678"]) {
      expect(normalizeAmountInput(text)).toBe(text);
    }
  });

  it("reads a comma as the decimal point", () => {
    expect(normalizeAmountInput("1,5")).toBe("1.5");
    expect(normalizeAmountInput(",25")).toBe(".25");
  });

  it("rejects anything else", () => {
    for (const text of ["1.2.3", "1,2.3", "-1", "1e18", "abc", "1 000", "+2", "0x10", "١"]) {
      expect(normalizeAmountInput(text)).toBeNull();
    }
  });

  it("accepts at most 79 characters", () => {
    const longest = "1".repeat(AMOUNT_INPUT_MAX_LENGTH);
    expect(AMOUNT_INPUT_MAX_LENGTH).toBe(79);
    expect(normalizeAmountInput(longest)).toBe(longest);
    expect(normalizeAmountInput(`${longest}1`)).toBeNull();
  });
});
