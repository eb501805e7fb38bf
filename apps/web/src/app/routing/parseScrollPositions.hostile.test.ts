import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HOSTILE_RUNS,
  hostileJsonValue,
  hostileStoredText,
} from "../../shared/testing/hostileArbitraries.ts";
import { parseScrollPositions } from "./parseScrollPositions.ts";

describe("parseScrollPositions on hostile storage (issue 26)", () => {
  it("reads only finite positions, on a plain object, from any stored text", () => {
    fc.assert(
      fc.property(hostileStoredText, (raw) => {
        const positions = parseScrollPositions(raw);
        expect(Object.getPrototypeOf(positions)).toBe(Object.prototype);
        expect(Object.values(positions).every(Number.isFinite)).toBe(true);
      }),
      HOSTILE_RUNS,
    );
  });

  it("keeps a saved position beside garbage ones", () => {
    fc.assert(
      fc.property(fc.string(), hostileJsonValue, (key, garbage) => {
        const raw = `{${JSON.stringify(`${key}!`)}:${JSON.stringify(garbage) ?? "null"},"abc123":640}`;
        expect(parseScrollPositions(raw)["abc123"]).toBe(640);
      }),
      HOSTILE_RUNS,
    );
  });
});
