import { describe, expect, it } from "vitest";
import { runKeeperLoop } from "./runKeeperLoop.ts";

describe("runKeeperLoop", () => {
  it("keeps ticking through errors, logging a repeated error once and the recovery", async () => {
    const controller = new AbortController();
    const outcomes = ["fail:chain down", "fail:chain down", "fail:nonce too low", "ok", "ok", "stop"];
    const lines: string[] = [];
    let ticks = 0;
    await runKeeperLoop({
      intervalMs: 0,
      log: (line) => lines.push(line),
      signal: controller.signal,
      tick: async () => {
        const outcome = outcomes[ticks++];
        if (outcome === "stop") controller.abort();
        else if (outcome?.startsWith("fail:")) throw new Error(outcome.slice(5));
      },
    });
    expect(ticks).toBe(outcomes.length);
    expect(lines).toEqual([
      "error: chain down (trying again)",
      "error: nonce too low (trying again)",
      "recovered after 3 failed attempts",
    ]);
  });

  it("stops at once when aborted, even while a tick is still waiting", async () => {
    const controller = new AbortController();
    let started = 0;
    const loop = runKeeperLoop({
      intervalMs: 60_000,
      log: () => undefined,
      signal: controller.signal,
      tick: () => {
        started += 1;
        setTimeout(() => controller.abort(), 10);
        return new Promise(() => undefined);
      },
    });
    await loop;
    expect(started).toBe(1);
  });

  it("stops during the pause between ticks", async () => {
    const controller = new AbortController();
    let ticks = 0;
    const loop = runKeeperLoop({
      intervalMs: 60_000,
      log: () => undefined,
      signal: controller.signal,
      tick: async () => {
        ticks += 1;
      },
    });
    setTimeout(() => controller.abort(), 10);
    await loop;
    expect(ticks).toBe(1);
  });
});
