/** Longest wait for an idle moment: a page that never idles still refreshes its lists. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the browser is idle, after the page's first render and chain reads, so the list
 * downloads and the validator's chunk do not compete with them. Returns a cancel function.
 */
export function runWhenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
