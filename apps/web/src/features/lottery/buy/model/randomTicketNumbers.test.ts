import { describe, expect, it } from "vitest";
import { randomTicketNumbers } from "./randomTicketNumbers.ts";

describe("randomTicketNumbers", () => {
  it("draws valid ticket numbers", () => {
    const numbers = randomTicketNumbers(100);
    expect(numbers).toHaveLength(100);
    for (const number of numbers) {
      expect(number).toBeGreaterThanOrEqual(1_000_000);
      expect(number).toBeLessThanOrEqual(1_999_999);
    }
  });

  it("draws again rather than repeat a number", () => {
    const values = [0.5, 0.5, 0.999_999_9, 0];
    const numbers = randomTicketNumbers(3, () => values.shift() ?? 0);
    expect(numbers).toEqual([1_500_000, 1_999_999, 1_000_000]);
  });
});
