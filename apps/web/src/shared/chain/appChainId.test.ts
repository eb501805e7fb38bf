import { describe, expect, it } from "vitest";
import { parseAppChainId, targetsLocalChain } from "./appChainId.ts";
import { UnsupportedChainError } from "./UnsupportedChainError.ts";

describe("parseAppChainId", () => {
  it("targets the local chain when the build sets no chain", () => {
    expect(parseAppChainId(undefined)).toBe(31337);
    expect(parseAppChainId("")).toBe(31337);
    expect(parseAppChainId("  ")).toBe(31337);
  });

  it("accepts BNB Smart Chain and its testnet", () => {
    expect(parseAppChainId("56")).toBe(56);
    expect(parseAppChainId(" 97 ")).toBe(97);
    expect(parseAppChainId("31337")).toBe(31337);
  });

  it("rejects chains the app has no definition for", () => {
    expect(() => parseAppChainId("1")).toThrow(UnsupportedChainError);
    expect(() => parseAppChainId("0x38")).toThrow(UnsupportedChainError);
    expect(() => parseAppChainId("56.0")).toThrow("Unsupported chain id 56.0");
  });
});

describe("targetsLocalChain", () => {
  it("is true only for a build on the local chain", () => {
    expect(targetsLocalChain(undefined)).toBe(true);
    expect(targetsLocalChain("31337")).toBe(true);
    expect(targetsLocalChain("56")).toBe(false);
    expect(targetsLocalChain("1")).toBe(false);
  });
});
