import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultListsFor, LOCAL_DEFAULT_LIST_URL } from "./model/defaultLists.ts";
import { validateTokenList } from "./model/validateTokenList.ts";

const publicDir = path.resolve(import.meta.dirname, "../../../../public");

function readBundled(url: string): unknown {
  return JSON.parse(readFileSync(path.join(publicDir, url), "utf8"));
}

describe("bundled token lists", () => {
  it("every file in public/lists is a valid token list", () => {
    const files = readdirSync(path.join(publicDir, "lists"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(() => validateTokenList(readBundled(`/lists/${file}`))).not.toThrow();
  });

  it("every default list URL of the public chains is bundled, and the unsupported list is empty", () => {
    for (const chainId of [56, 97, 31337]) {
      for (const url of defaultListsFor(chainId).listUrls) {
        if (url === LOCAL_DEFAULT_LIST_URL) continue;
        expect(readBundled(url)).toBeTypeOf("object");
      }
    }
    const unsupported = validateTokenList(readBundled(defaultListsFor(56).unsupportedListUrls[0] ?? ""));
    expect(unsupported.tokens).toEqual([]);
  });

  it("the mainnet default list holds the 14 tokens of the spec, one with 9 decimals", () => {
    const list = validateTokenList(readBundled("/lists/pancakeswap-default.json"));
    expect(list.tokens).toHaveLength(14);
    expect(list.tokens.every((token) => token.chainId === 56)).toBe(true);
    expect(list.tokens.filter((token) => token.decimals === 9)).toHaveLength(1);
    expect(list.tokens.map((token) => token.symbol)).toEqual(
      expect.arrayContaining(["WBNB", "BUSD", "ETH", "BTCB", "USDT", "CAKE"]),
    );
  });
});
