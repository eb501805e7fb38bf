import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HOSTILE_RUNS,
  hostileJsonValue,
  hostileStoredText,
} from "../../../shared/testing/hostileArbitraries.ts";
import { parseWatchlist } from "./parseWatchlist.ts";

const CAKE = "0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82";

describe("parseWatchlist on hostile storage (issue 26)", () => {
  it("reads only distinct lower-case addresses from any stored text", () => {
    fc.assert(
      fc.property(hostileStoredText, (raw) => {
        const { tokens, pairs } = parseWatchlist(raw);
        for (const list of [tokens, pairs]) {
          expect(list.every((address) => /^0x[0-9a-f]{40}$/.test(address))).toBe(true);
          expect(new Set(list).size).toBe(list.length);
        }
      }),
      HOSTILE_RUNS,
    );
  });

  it("keeps a watched token when its neighbours and the pairs are garbage", () => {
    fc.assert(
      fc.property(fc.array(hostileJsonValue, { maxLength: 4 }), hostileJsonValue, (neighbours, pairs) => {
        const raw = JSON.stringify({
          tokens: [...neighbours, CAKE.toUpperCase().replace("0X", "0x")],
          pairs,
        });
        expect(parseWatchlist(raw).tokens).toContain(CAKE);
      }),
      HOSTILE_RUNS,
    );
  });
});
