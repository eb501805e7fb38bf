import { describe, expect, it } from "vitest";
import { sqrt } from "./sqrt.ts";

describe("sqrt", () => {
  it.each([
    [0n, 0n],
    [1n, 1n],
    [3n, 1n],
    [4n, 2n],
    [99n, 9n],
    [10n ** 36n, 10n ** 18n],
    [10n ** 36n - 1n, 10n ** 18n - 1n],
    [(2n ** 112n - 1n) * (2n ** 112n - 1n), 2n ** 112n - 1n],
  ])("floor(sqrt(%i)) is %i", (value, root) => {
    expect(sqrt(value)).toBe(root);
  });

  it("matches floor(sqrt) around squares", () => {
    for (let n = 2n; n < 2000n; n++) {
      expect(sqrt(n * n - 1n)).toBe(n - 1n);
      expect(sqrt(n * n)).toBe(n);
      expect(sqrt(n * n + 1n)).toBe(n);
    }
  });

  it("rejects a negative number", () => {
    expect(() => sqrt(-1n)).toThrow(RangeError);
  });
});
