import { setTimeout as sleep } from "node:timers/promises";

const POLL_MS = 100;

/**
 * Polls `condition` (a chain read or the keepers' log) until it holds: the keepers are other
 * processes, so the chain is the event to wait for. Fails after `timeoutMs`, with `describe()`'s
 * account of what happened instead.
 */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean> | boolean,
  { timeoutMs = 20_000, describe = () => "" }: { timeoutMs?: number; describe?: () => string } = {},
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${describe()}`);
    await sleep(POLL_MS);
  }
}
