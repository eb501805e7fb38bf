import assert from "node:assert/strict";

/** `value`, asserted present: a check that needs it fails with what was missing rather than a TypeError. */
export function required<T>(value: T | null | undefined, what: string): T {
  assert.ok(value !== null && value !== undefined, `${what} is missing`);
  return value;
}
