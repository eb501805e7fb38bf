/**
 * Polls `read` until `accept` holds, every 200 ms for up to 30 s: the chain answers sooner than a
 * block and the screen within a few, so a test waits on what it checks instead of a fixed time.
 */
export async function until<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
): Promise<T> {
  for (let tries = 0; tries < 150; tries += 1) {
    const value = await read();
    if (accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
