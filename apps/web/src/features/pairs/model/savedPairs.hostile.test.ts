import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HOSTILE_RUNS,
  hostileJsonValue,
  hostileStoredText,
} from "../../../shared/testing/hostileArbitraries.ts";
import { parseSavedPairs, type SavedPair } from "./savedPairs.ts";

const pair: SavedPair = [
  {
    address: "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82",
    symbol: "CAKE",
    name: "PancakeSwap Token",
    decimals: 18,
  },
  { address: "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56", symbol: "BUSD", name: "BUSD Token", decimals: 18 },
];

describe("parseSavedPairs on hostile storage (issue 26)", () => {
  it("reads only pairs of two different well-formed tokens from any stored text", () => {
    fc.assert(
      fc.property(hostileStoredText, (raw) => {
        const saved = parseSavedPairs(raw);
        expect(Object.getPrototypeOf(saved)).toBe(Object.prototype);
        for (const [tokenA, tokenB] of Object.values(saved).flat()) {
          expect(tokenA.address).not.toBe(tokenB.address);
          expect(tokenA.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
          expect(tokenB.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
        }
      }),
      HOSTILE_RUNS,
    );
  });

  it("keeps a saved pair beside any garbage on its chain and others", () => {
    fc.assert(
      fc.property(fc.array(hostileJsonValue, { maxLength: 3 }), hostileJsonValue, (garbage, other) => {
        const raw = JSON.stringify({ "56": [...garbage, pair], "97": other });
        expect(parseSavedPairs(raw)["56"]).toContainEqual(pair);
      }),
      HOSTILE_RUNS,
    );
  });
});
