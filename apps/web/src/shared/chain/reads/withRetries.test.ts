import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RETRY_MAX_DELAY_MS, RETRY_MIN_DELAY_MS, withRetries } from "./withRetries.ts";

/** An attempt that fails `failures` times, then answers "ok"; counts its runs. */
function flaky(failures: number) {
  const attempt = vi.fn(async () => {
    if (attempt.mock.calls.length <= failures) throw new Error(`failure ${attempt.mock.calls.length}`);
    return "ok";
  });
  return attempt;
}

describe("withRetries", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("retries between 2500 and 3500 ms", () => {
    expect([RETRY_MIN_DELAY_MS, RETRY_MAX_DELAY_MS]).toEqual([2500, 3500]);
  });

  it("answers at once when the first attempt succeeds", async () => {
    const attempt = flaky(0);
    await expect(withRetries(attempt)).resolves.toBe("ok");
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("waits the lower bound when random gives 0", async () => {
    const attempt = flaky(1);
    const result = withRetries(attempt, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(2499);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe("ok");
  });

  it("waits just under the upper bound when random gives nearly 1", async () => {
    const attempt = flaky(1);
    const result = withRetries(attempt, { random: () => 0.999 });
    await vi.advanceTimersByTimeAsync(3498);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe("ok");
  });

  it("rethrows the last error once the retries are used up", async () => {
    const attempt = flaky(10);
    const result = withRetries(attempt, { retries: 2, random: () => 0 });
    const settled = expect(result).rejects.toThrow("failure 3");
    await vi.advanceTimersByTimeAsync(2 * 2500);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it("stops waiting when aborted, with the signal's reason", async () => {
    const attempt = flaky(1);
    const controller = new AbortController();
    const result = withRetries(attempt, { signal: controller.signal });
    const settled = expect(result).rejects.toBe("left the page");
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort("left the page");
    await settled;
    await vi.advanceTimersByTimeAsync(5000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("makes no attempt with an already aborted signal", async () => {
    const attempt = flaky(0);
    await expect(withRetries(attempt, { signal: AbortSignal.abort("gone") })).rejects.toBe("gone");
    expect(attempt).not.toHaveBeenCalled();
  });

  it("does not retry an attempt that failed because it was aborted", async () => {
    const controller = new AbortController();
    const attempt = vi.fn(async () => {
      controller.abort("cancelled");
      throw new Error("request aborted");
    });
    await expect(withRetries(attempt, { signal: controller.signal })).rejects.toBe("cancelled");
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
