import { describe, expect, it } from "vitest";
import { addToCandle } from "./candle.ts";

describe("addToCandle", () => {
  it("opens a bucket at the price before it", () => {
    expect(addToCandle(null, 10, 8)).toEqual({ open: 8, high: 10, low: 8, close: 10 });
  });

  it("opens a token's first bucket at its first price", () => {
    expect(addToCandle(null, 10, null)).toEqual({ open: 10, high: 10, low: 10, close: 10 });
  });

  it("moves high, low and close, never the open", () => {
    const candle = addToCandle(addToCandle(addToCandle(null, 10, null), 14, null), 7, null);
    expect(candle).toEqual({ open: 10, high: 14, low: 7, close: 7 });
  });
});
