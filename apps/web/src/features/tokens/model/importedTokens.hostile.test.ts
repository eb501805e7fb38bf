import fc from "fast-check";
import { getAddress, isAddress } from "viem";
import { describe, expect, it } from "vitest";
import {
  HOSTILE_RUNS,
  hostileJsonValue,
  hostileStoredText,
  hostileText,
} from "../../../shared/testing/hostileArbitraries.ts";
import { parseImportedTokens, type ImportedToken } from "./importedTokens.ts";

const cake: ImportedToken = {
  address: "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82",
  symbol: "CAKE",
  name: "PancakeSwap Token",
  decimals: 18,
};

function expectWellFormed(token: ImportedToken): void {
  expect(isAddress(token.address)).toBe(true);
  expect(token.address).toBe(getAddress(token.address));
  expect(Number.isInteger(token.decimals) && token.decimals >= 0 && token.decimals <= 255).toBe(true);
  expect(typeof token.symbol).toBe("string");
  expect(typeof token.name).toBe("string");
}

describe("parseImportedTokens on hostile storage (issue 26)", () => {
  it("reads only well-formed tokens from any stored text", () => {
    fc.assert(
      fc.property(hostileStoredText, (raw) => {
        const imported = parseImportedTokens(raw);
        expect(Object.getPrototypeOf(imported)).toBe(Object.prototype);
        Object.values(imported).flat().forEach(expectWellFormed);
      }),
      HOSTILE_RUNS,
    );
  });

  it("keeps an imported token beside garbage entries on the same chain and on others", () => {
    const garbageToken = fc.record({
      address: fc.oneof(hostileText, hostileJsonValue),
      symbol: fc.oneof(hostileText, hostileJsonValue),
      name: fc.oneof(hostileText, hostileJsonValue),
      decimals: fc.oneof(hostileJsonValue, fc.integer({ min: -300, max: 300 })),
    });
    fc.assert(
      fc.property(fc.array(garbageToken, { maxLength: 3 }), hostileJsonValue, (garbage, otherChain) => {
        const raw = JSON.stringify({ "56": [...garbage, cake], "97": otherChain });
        const chain56 = parseImportedTokens(raw)["56"] ?? [];
        expect(chain56).toContainEqual(cake);
        chain56.forEach(expectWellFormed);
      }),
      HOSTILE_RUNS,
    );
  });
});
