import { describe, expect, it } from "vitest";
import { chunkCalls, MAX_CALLS_PER_CHUNK } from "./chunkCalls.ts";

const numbers = (count: number): number[] => Array.from({ length: count }, (_, index) => index);

describe("chunkCalls", () => {
  it("carries at most 500 calls per chunk by default", () => {
    expect(MAX_CALLS_PER_CHUNK).toBe(500);
    expect(chunkCalls(numbers(500)).map((chunk) => chunk.length)).toEqual([500]);
    expect(chunkCalls(numbers(501)).map((chunk) => chunk.length)).toEqual([500, 1]);
    expect(chunkCalls(numbers(1201)).map((chunk) => chunk.length)).toEqual([500, 500, 201]);
  });

  it("keeps the calls in order", () => {
    expect(chunkCalls(numbers(7), 3)).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
  });

  it("makes no chunk for no calls", () => {
    expect(chunkCalls([])).toEqual([]);
  });

  it("refuses a chunk size below one", () => {
    expect(() => chunkCalls(numbers(3), 0)).toThrow(RangeError);
    expect(() => chunkCalls(numbers(3), 1.5)).toThrow(RangeError);
  });
});
