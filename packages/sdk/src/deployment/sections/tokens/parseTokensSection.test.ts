import { describe, expect, it } from "vitest";
import { parseTokensSection } from "./parseTokensSection.ts";
import { validManifestJson } from "../../validManifestJson.ts";

const { tokens, notices } = validManifestJson;
const [wbnb] = tokens;
const section = { tokens, notices };

describe("parseTokensSection", () => {
  it("reads the token list and the swap notices, and nothing else", () => {
    expect(parseTokensSection({ ...section, pairs: [] })).toEqual(section);
  });

  it.each([
    [{ ...section, tokens: [] }, "tokens is empty"],
    [{ ...section, tokens: [{ ...wbnb, symbol: 1 }] }, "tokens[0].symbol is not a string"],
    [{ ...section, tokens: [{ ...wbnb, decimals: 256 }] }, "tokens[0].decimals is out of range"],
    [{ ...section, tokens: [{ ...wbnb, decimals: -1 }] }, "tokens[0].decimals is out of range"],
    [{ ...section, notices: null }, "notices is missing"],
    [
      { ...section, notices: { ...section.notices, compromisedToken: "0x8" } },
      "notices.compromisedToken is not an address",
    ],
  ])("rejects %o", (manifest, message) => {
    expect(() => parseTokensSection(manifest)).toThrow(message);
  });
});
