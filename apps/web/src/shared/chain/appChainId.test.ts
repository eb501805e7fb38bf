import { describe, expect, it } from "vitest";
import { parseAppChainId } from "./appChainId.ts";
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
