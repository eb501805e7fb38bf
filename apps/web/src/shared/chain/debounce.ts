export interface Debounced<args extends unknown[]> {
  (...args: args): void;
  /** Drops a pending call. */
  cancel(): void;
}

/** Calls `callback` with the latest arguments once `waitMs` pass without another call. */
export function debounce<args extends unknown[]>(
  callback: (...args: args) => void,
  waitMs: number,
): Debounced<args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: args): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      callback(...args);
    }, waitMs);
  };
  debounced.cancel = (): void => {
    clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
