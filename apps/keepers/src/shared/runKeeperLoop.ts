import { setTimeout as sleep } from "node:timers/promises";
import { describeError } from "./describeError.ts";

export interface KeeperLoopOptions {
  /** One attempt at the keeper's work. A throw is logged and the next tick tries again. */
  readonly tick: () => Promise<void>;
  /** The pause after each tick. */
  readonly intervalMs: number;
  readonly log: (line: string) => void;
  /** Ends the loop at once, even in the middle of a tick (a sent transaction is simply not awaited). */
  readonly signal: AbortSignal;
}

/** Settles with `work`, or resolves as soon as `signal` aborts. */
function untilAborted(work: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve();
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * Runs `tick` again and again until `signal` aborts. A keeper never stops on an error: it logs it and
 * tries again next tick, logging the same error only once in a row (a chain that is down would
 * otherwise fill the log) and one line when a tick succeeds again.
 */
export async function runKeeperLoop({ tick, intervalMs, log, signal }: KeeperLoopOptions): Promise<void> {
  let failure: { readonly message: string; readonly count: number } | undefined;
  while (!signal.aborted) {
    try {
      await untilAborted(tick(), signal);
      if (failure !== undefined && !signal.aborted) {
        log(`recovered after ${failure.count} failed ${failure.count === 1 ? "attempt" : "attempts"}`);
        failure = undefined;
      }
    } catch (error) {
      const message = describeError(error);
      if (message !== failure?.message) log(`error: ${message} (trying again)`);
      failure = { message, count: (failure?.count ?? 0) + 1 };
    }
    await sleep(intervalMs, undefined, { signal }).catch(() => undefined);
  }
}
