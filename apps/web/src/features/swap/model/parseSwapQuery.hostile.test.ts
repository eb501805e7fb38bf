import fc from "fast-check";
import { getAddress, isAddress } from "viem";
import { describe, expect, it } from "vitest";
import { HOSTILE_RUNS, hostileHexText, hostileText } from "../../../shared/testing/hostileArbitraries.ts";
import { parseSwapQuery } from "./parseSwapQuery.ts";

const CAKE = "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82";
const isCurrencyId = (id: string) => id === "BNB" || (isAddress(id) && id === getAddress(id));
const PARAMETERS = ["inputCurrency", "outputCurrency", "exactAmount", "exactField", "recipient"] as const;

describe("parseSwapQuery on hostile query strings (issue 26)", () => {
  it("gives the spec's defaults for anything it cannot read (spec 000 section 5, query parsing)", () => {
    const value = fc.oneof(hostileText, hostileHexText, fc.constant(CAKE.toLowerCase()));
    const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMETERS), hostileText), value), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(query, (pairs) => {
        const state = parseSwapQuery(new URLSearchParams(pairs));
        // A currency is an address or BNB, anything else is BNB; equal sides blank the output.
        expect(isCurrencyId(state.inputCurrencyId)).toBe(true);
        expect(state.outputCurrencyId === "" || isCurrencyId(state.outputCurrencyId)).toBe(true);
        expect(state.outputCurrencyId).not.toBe(state.inputCurrencyId);
        // typedValue only when it parses as a number.
        expect(state.typedValue === "" || /^(\d+\.?\d*|\.\d+)$/.test(state.typedValue)).toBe(true);
        expect(["INPUT", "OUTPUT"]).toContain(state.independentField);
        if (state.recipient !== null)
          expect(
            isAddress(state.recipient, { strict: false }) || /^[\w.-]+\.[a-zA-Z]{2,}$/.test(state.recipient),
          ).toBe(true);
      }),
      HOSTILE_RUNS,
    );
  });

  it("keeps a valid parameter whatever garbage the others hold", () => {
    fc.assert(
      fc.property(hostileText, hostileText, hostileText, (input, field, recipient) => {
        const query = new URLSearchParams({
          inputCurrency: input,
          outputCurrency: CAKE.toLowerCase(),
          exactAmount: "1.5",
          exactField: field,
          recipient,
        });
        const state = parseSwapQuery(query);
        expect(state.outputCurrencyId === CAKE || state.inputCurrencyId === CAKE).toBe(true);
        expect(state.typedValue).toBe("1.5");
      }),
      HOSTILE_RUNS,
    );
  });
});
