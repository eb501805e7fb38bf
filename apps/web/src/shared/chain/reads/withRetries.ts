/** Spec: reads are 'retried after 2500 to 3500 ms'; the spread keeps clients from retrying in step. */
export const RETRY_MIN_DELAY_MS = 2500;
export const RETRY_MAX_DELAY_MS = 3500;
/** Attempts after the first; by then new blocks have usually replaced the reads anyway. */
export const DEFAULT_RETRIES = 3;

export interface WithRetriesOptions {
  readonly retries?: number;
  readonly minDelayMs?: number;
  readonly maxDelayMs?: number;
  /** Cancels the wait and any further attempt. */
  readonly signal?: AbortSignal | undefined;
  /** A number in [0, 1) that places each delay between the bounds. */
  readonly random?: () => number;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Runs `attempt` until it succeeds, retrying after a random delay between the bounds, at most
 * `retries` more times; then rethrows the last error. An aborted signal stops at once with its reason.
 */
export async function withRetries<result>(
  attempt: () => Promise<result>,
  options: WithRetriesOptions = {},
): Promise<result> {
  const {
    retries = DEFAULT_RETRIES,
    minDelayMs = RETRY_MIN_DELAY_MS,
    maxDelayMs = RETRY_MAX_DELAY_MS,
    signal,
    random = Math.random,
  } = options;
  for (let retry = 0; ; retry++) {
    signal?.throwIfAborted();
    try {
      return await attempt();
    } catch (error) {
      signal?.throwIfAborted();
      if (retry >= retries) throw error;
    }
    await sleep(minDelayMs + random() * (maxDelayMs - minDelayMs), signal);
  }
}
