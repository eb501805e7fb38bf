import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HOSTILE_RUNS,
  hostileJsonValue,
  hostileStoredText,
  PROTOTYPE_KEYS,
} from "../testing/hostileArbitraries.ts";
import { parseListsByChain } from "./parseListsByChain.ts";
import { parseStoredObject } from "./parseStoredObject.ts";

const parsePositive = (value: unknown): number | null =>
  typeof value === "number" && value > 0 ? value : null;

describe("parseStoredObject and parseListsByChain on hostile storage (issue 26)", () => {
  it("read any stored text as a plain object: never a throw, never a changed prototype", () => {
    fc.assert(
      fc.property(hostileStoredText, (raw) => {
        expect(Object.getPrototypeOf(parseStoredObject(raw))).toBe(Object.prototype);
        const lists = parseListsByChain(raw, parsePositive);
        expect(Object.getPrototypeOf(lists)).toBe(Object.prototype);
        for (const items of Object.values(lists)) expect(items.every((item) => item > 0)).toBe(true);
      }),
      HOSTILE_RUNS,
    );
  });

  it("keep a chain's valid items whatever garbage the other keys hold, prototype keys included", () => {
    const otherKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string());
    fc.assert(
      fc.property(
        otherKey.filter((key) => key !== "56"),
        hostileJsonValue,
        (key, garbage) => {
          const raw = `{"56":[1,2],${JSON.stringify(key)}:${JSON.stringify(garbage) ?? "null"}}`;
          const lists = parseListsByChain(raw, parsePositive);
          expect(Object.getPrototypeOf(lists)).toBe(Object.prototype);
          expect(lists["56"]).toEqual([1, 2]);
          expect(Object.keys(lists).every((chainId) => chainId === "56" || chainId === key)).toBe(true);
        },
      ),
      HOSTILE_RUNS,
    );
  });
});
