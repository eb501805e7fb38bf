import { describe, expect, it } from "vitest";
import { groupDigits, type GroupingSymbols } from "./groupDigits.ts";

const THOUSANDS: GroupingSymbols = {
  group: ",",
  primaryGroupingSize: 3,
  secondaryGroupingSize: 3,
  minimumGroupingDigits: 1,
};
const INDIAN: GroupingSymbols = { ...THOUSANDS, secondaryGroupingSize: 2 };
const MIN_TWO: GroupingSymbols = { ...THOUSANDS, group: ".", minimumGroupingDigits: 2 };

describe("groupDigits", () => {
  it("groups by thousands", () => {
    expect(groupDigits("0", THOUSANDS)).toBe("0");
    expect(groupDigits("999", THOUSANDS)).toBe("999");
    expect(groupDigits("1234", THOUSANDS)).toBe("1,234");
    expect(groupDigits("1234567", THOUSANDS)).toBe("1,234,567");
    expect(groupDigits("123456789", THOUSANDS)).toBe("123,456,789");
  });

  it("groups by two left of the first three in Indian grouping", () => {
    expect(groupDigits("1234", INDIAN)).toBe("1,234");
    expect(groupDigits("1234567", INDIAN)).toBe("12,34,567");
    expect(groupDigits("12345678", INDIAN)).toBe("1,23,45,678");
  });

  it("writes no separator while fewer digits than the minimum stand left of the first group", () => {
    expect(groupDigits("1234", MIN_TWO)).toBe("1234");
    expect(groupDigits("12345", MIN_TWO)).toBe("12.345");
    expect(groupDigits("1234567", MIN_TWO)).toBe("1.234.567");
  });
});
