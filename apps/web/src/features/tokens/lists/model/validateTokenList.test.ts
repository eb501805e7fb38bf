import { describe, expect, it } from "vitest";
import { busdInfo, cakeInfo, tokenListFixture } from "./tokenListFixtures.ts";
import { TokenListValidationError } from "./tokenListErrors.ts";
import { validateTokenList } from "./validateTokenList.ts";

function failure(document: unknown): TokenListValidationError {
  try {
    validateTokenList(document);
  } catch (error) {
    if (error instanceof TokenListValidationError) return error;
    throw error;
  }
  throw new Error("the list passed validation");
}

describe("validateTokenList", () => {
  it("accepts a well-formed list and returns it", () => {
    const list = tokenListFixture();
    expect(validateTokenList(list)).toBe(list);
  });

  it("rejects documents that are not lists", () => {
    expect(failure(null).message).toMatch(/^Token list failed validation: /);
    expect(failure("<html>").message).toMatch(/^Token list failed validation: /);
    expect(failure([]).message).toMatch(/^Token list failed validation: /);
    // Shown translated: the schema's details are the placeholder's value.
    expect(failure([]).text).toEqual({
      key: "Token list failed validation: %reason%",
      data: { reason: expect.stringContaining("list") },
    });
  });

  it("rejects a list missing its name, version or tokens", () => {
    const { name: _name, ...noName } = tokenListFixture();
    expect(failure(noName).message).toContain("name");
    const { version: _version, ...noVersion } = tokenListFixture();
    expect(failure(noVersion).message).toContain("version");
    const { tokens: _tokens, ...noTokens } = tokenListFixture();
    expect(failure(noTokens).message).toContain("tokens");
  });

  it("rejects a token missing its decimals", () => {
    const { decimals: _decimals, ...noDecimals } = busdInfo;
    expect(failure(tokenListFixture({ tokens: [noDecimals as typeof busdInfo] })).message).toContain(
      "/tokens/0",
    );
  });

  it("rejects bad addresses", () => {
    for (const address of ["0x123", "0xZZe9e7CEA3DedcA5984780Bafc599bD69ADd087D5", "javascript:alert(1)"]) {
      expect(failure(tokenListFixture({ tokens: [{ ...busdInfo, address }] })).message).toContain(
        "/tokens/0/address",
      );
    }
  });

  it("rejects duplicate tokens, whatever the address case", () => {
    const twice = tokenListFixture({
      tokens: [busdInfo, cakeInfo, { ...busdInfo, address: busdInfo.address.toLowerCase(), symbol: "BUSD2" }],
    });
    expect(failure(twice).message).toBe("Token list failed validation: Duplicate tokens.");
  });

  it("accepts a list without tokens, like the bundled 'unsupported' list", () => {
    const empty = tokenListFixture({ tokens: [] });
    expect(validateTokenList(empty)).toBe(empty);
  });

  it("allows the same address on two chains", () => {
    const list = tokenListFixture({ tokens: [busdInfo, { ...busdInfo, chainId: 97 }] });
    expect(validateTokenList(list)).toBe(list);
  });

  it("rejects oversize names, symbols and list names", () => {
    expect(failure(tokenListFixture({ tokens: [{ ...busdInfo, name: "B".repeat(61) }] })).message).toContain(
      "/tokens/0/name",
    );
    expect(
      failure(tokenListFixture({ tokens: [{ ...busdInfo, symbol: "S".repeat(21) }] })).message,
    ).toContain("/tokens/0/symbol");
    expect(failure(tokenListFixture({ name: "L".repeat(31) })).message).toContain("/name");
  });

  it("rejects script in a list name and logos that are not URIs", () => {
    expect(failure(tokenListFixture({ name: "<script>alert(1)</script>" })).message).toContain("/name");
    expect(
      failure(tokenListFixture({ tokens: [{ ...busdInfo, logoURI: "not a uri <img onerror=x>" }] })).message,
    ).toContain("/tokens/0/logoURI");
  });

  it("lets markup-like token names through as data: the schema allows them, the UI renders them as text", () => {
    const sneaky = { ...busdInfo, name: "<img src=x onerror=alert(1)>" };
    expect(validateTokenList(tokenListFixture({ tokens: [sneaky] })).tokens[0]?.name).toBe(
      "<img src=x onerror=alert(1)>",
    );
  });

  it("rejects more than 10000 tokens", () => {
    const tokens = Array.from({ length: 10_001 }, (_, index) => ({
      ...busdInfo,
      address: `0x${index.toString(16).padStart(40, "0")}`,
    }));
    expect(failure(tokenListFixture({ tokens })).message).toContain("/tokens");
  });
});
