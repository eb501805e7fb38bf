/**
 * The time a differential test (thousands of random cases through our code and a reference SDK) may
 * take: a few seconds alone, several times that on a busy 2-core machine, where vitest's 5 s default
 * fails a test that is only slow.
 */
export const DIFFERENTIAL_TIMEOUT_MS = 60_000;
