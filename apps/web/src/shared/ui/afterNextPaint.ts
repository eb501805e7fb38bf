/** The browser timers afterNextPaint uses (passed in by tests). */
export interface PaintScheduler {
  readonly requestAnimationFrame: (callback: () => void) => number;
  readonly cancelAnimationFrame: (handle: number) => void;
  readonly setTimeout: (callback: () => void, delay: number) => ReturnType<typeof setTimeout>;
  readonly clearTimeout: (handle: ReturnType<typeof setTimeout>) => void;
}

const browserScheduler: PaintScheduler = {
  requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
  cancelAnimationFrame: (handle) => window.cancelAnimationFrame(handle),
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (handle) => clearTimeout(handle),
};

/**
 * Calls `callback` once the browser has painted the next frame: a frame callback runs just before
 * the paint, and a task queued from it runs after. Returns a function that cancels the call.
 */
export function afterNextPaint(
  callback: () => void,
  scheduler: PaintScheduler = browserScheduler,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = scheduler.requestAnimationFrame(() => {
    timer = scheduler.setTimeout(callback, 0);
  });
  return () => {
    scheduler.cancelAnimationFrame(frame);
    if (timer !== undefined) scheduler.clearTimeout(timer);
  };
}
