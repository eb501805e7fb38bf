import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HOSTILE_RUNS,
  hostileJsonValue,
  hostileText,
} from "../../../../shared/testing/hostileArbitraries.ts";
import { TokenListValidationError } from "./tokenListErrors.ts";
import { busdInfo, tokenListFixture } from "./tokenListFixtures.ts";
import { validateTokenList } from "./validateTokenList.ts";

function outcome(document: unknown): "valid" | "rejected" {
  try {
    validateTokenList(document);
    return "valid";
  } catch (error) {
    // Anything but the spec's 'Token list failed validation' would escape as a crash of the import.
    expect(error).toBeInstanceOf(TokenListValidationError);
    return "rejected";
  }
}

describe("validateTokenList on hostile documents (issue 26)", () => {
  it("rejects garbage with the spec's validation error, never another one", () => {
    fc.assert(
      fc.property(hostileJsonValue, (document) => {
        expect(outcome(document)).toBe("rejected");
      }),
      HOSTILE_RUNS,
    );
  });

  it("rejects a list whose token fields are garbage, and a list with a garbage field beside valid ones", () => {
    const field = fc.constantFrom("chainId", "address", "name", "symbol", "decimals", "logoURI");
    fc.assert(
      fc.property(field, fc.oneof(hostileJsonValue, hostileText), (key, value) => {
        const token = { ...busdInfo, [key]: value };
        const accepted = outcome(tokenListFixture({ tokens: [token] as never }));
        if (accepted === "valid") {
          // Only values the schema allows get through: text within its length and character rules.
          expect(typeof value === "string" || typeof value === "number").toBe(true);
        }
      }),
      HOSTILE_RUNS,
    );
  });

  it("rejects a list that names the same token twice, whatever the letter case ('Duplicate tokens.')", () => {
    const copy = { ...busdInfo, address: busdInfo.address.toLowerCase() };
    expect(() => validateTokenList(tokenListFixture({ tokens: [busdInfo, copy] }))).toThrow(
      "Duplicate tokens.",
    );
  });
});
