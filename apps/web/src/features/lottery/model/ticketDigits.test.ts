import { describe, expect, it } from "vitest";
import { matchedDigitCount, ticketDigits, ticketNumberFromDigits } from "./ticketDigits.ts";

describe("ticketDigits", () => {
  it("shows the six digits after the leading 1, last digit first", () => {
    expect(ticketDigits(1_234_567)).toEqual([7, 6, 5, 4, 3, 2]);
    expect(ticketDigits(1_000_000)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("turns shown digits back into the ticket number", () => {
    expect(ticketNumberFromDigits([7, 6, 5, 4, 3, 2])).toBe(1_234_567);
    expect(ticketNumberFromDigits(ticketDigits(1_999_999))).toBe(1_999_999);
  });
});

describe("matchedDigitCount", () => {
  it("counts the shown digits matching from the first, as the contract's brackets do", () => {
    expect(matchedDigitCount(1_234_567, 1_234_567)).toBe(6);
    expect(matchedDigitCount(1_999_567, 1_234_567)).toBe(3);
    expect(matchedDigitCount(1_234_560, 1_234_567)).toBe(0);
  });
});
