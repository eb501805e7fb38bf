import fc from "fast-check";
import { isAddress } from "viem";
import { describe, expect, it } from "vitest";
import {
  HOSTILE_RUNS,
  hostileJsonValue,
  hostileStoredText,
} from "../../../../shared/testing/hostileArbitraries.ts";
import { parseSetupChoices, serializeSetupChoices } from "./setupChoices.ts";

describe("parseSetupChoices on hostile storage (issue 26)", () => {
  it("keeps only well-formed choices from any stored text", () => {
    fc.assert(
      fc.property(hostileStoredText, (raw) => {
        const { collectible, teamId, username } = parseSetupChoices(raw);
        if (collectible) {
          expect(isAddress(collectible.nftAddress)).toBe(true);
          expect(collectible.tokenId >= 0n).toBe(true);
        }
        if (teamId !== undefined) expect(Number.isSafeInteger(teamId) && teamId > 0).toBe(true);
        if (username !== undefined) expect(username.length).toBeLessThanOrEqual(64);
      }),
      HOSTILE_RUNS,
    );
  });

  it("keeps a chosen team when the collectible and the name are garbage", () => {
    fc.assert(
      fc.property(hostileJsonValue, hostileJsonValue, (collectible, username) => {
        const raw = JSON.stringify({ collectible, teamId: 2, username });
        expect(parseSetupChoices(raw).teamId).toBe(2);
      }),
      HOSTILE_RUNS,
    );
  });

  it("reads back any name and collectible it stored", () => {
    const choices = fc.record({
      collectible: fc.record({
        nftAddress: fc.constant("0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82" as const),
        tokenId: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
      }),
      teamId: fc.integer({ min: 1, max: 1_000_000 }),
      username: fc.string({ unit: "binary", maxLength: 64 }),
    });
    fc.assert(
      fc.property(choices, (stored) => {
        expect(parseSetupChoices(serializeSetupChoices(stored))).toEqual(stored);
      }),
      HOSTILE_RUNS,
    );
  });
});
