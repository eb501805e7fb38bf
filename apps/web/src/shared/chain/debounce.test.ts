import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "./debounce.ts";

describe("debounce", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("calls once with the latest value after a quiet period", () => {
    const calls: number[] = [];
    const record = debounce((value: number) => calls.push(value), 100);

    record(1);
    vi.advanceTimersByTime(60);
    record(2);
    vi.advanceTimersByTime(99);
    expect(calls).toEqual([]);

    vi.advanceTimersByTime(1);
    expect(calls).toEqual([2]);
  });

  it("drops a pending call when cancelled", () => {
    const calls: number[] = [];
    const record = debounce((value: number) => calls.push(value), 100);

    record(1);
    record.cancel();
    vi.advanceTimersByTime(500);

    expect(calls).toEqual([]);
  });
});
