import { describe, expect, it } from "vitest";
import { parseSwapQuery } from "./parseSwapQuery.ts";

const CAKE = "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82";
const BUSD = "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56";

function parse(query: string) {
  return parseSwapQuery(new URLSearchParams(query));
}

describe("parseSwapQuery", () => {
  it("starts from BNB with nothing else selected when the query is empty", () => {
    expect(parse("")).toEqual({
      independentField: "INPUT",
      typedValue: "",
      inputCurrencyId: "BNB",
      outputCurrencyId: "",
      recipient: null,
    });
  });

  it("reads both currencies, normalising addresses to their checksum form", () => {
    const state = parse(`inputCurrency=${CAKE.toLowerCase()}&outputCurrency=${BUSD}`);
    expect(state.inputCurrencyId).toBe(CAKE);
    expect(state.outputCurrencyId).toBe(BUSD);
  });

  it("accepts BNB in any case and turns anything else into BNB", () => {
    expect(parse(`inputCurrency=bnb&outputCurrency=${CAKE}`).inputCurrencyId).toBe("BNB");
    expect(parse(`inputCurrency=${CAKE}&outputCurrency=Bnb`).outputCurrencyId).toBe("BNB");
    expect(parse(`inputCurrency=CAKE&outputCurrency=${CAKE}`).inputCurrencyId).toBe("BNB");
    // A mixed-case address with a wrong checksum is not an address.
    expect(parse(`inputCurrency=${CAKE.replace("E09", "e09")}&outputCurrency=${CAKE}`).inputCurrencyId).toBe(
      "BNB",
    );
  });

  it("blanks the output when both sides name the same currency", () => {
    expect(parse(`inputCurrency=${CAKE}&outputCurrency=${CAKE.toLowerCase()}`)).toMatchObject({
      inputCurrencyId: CAKE,
      outputCurrencyId: "",
    });
    expect(parse("inputCurrency=BNB&outputCurrency=bnb").outputCurrencyId).toBe("");
  });

  it("keeps the exact amount only when it is a number", () => {
    expect(parse("exactAmount=1.5").typedValue).toBe("1.5");
    expect(parse("exactAmount=.5").typedValue).toBe(".5");
    expect(parse("exactAmount=10").typedValue).toBe("10");
    expect(parse("exactAmount=abc").typedValue).toBe("");
    expect(parse("exactAmount=1e18").typedValue).toBe("");
    expect(parse("exactAmount=-1").typedValue).toBe("");
  });

  it("reads the exact field, defaulting to the input", () => {
    expect(parse("exactField=output").independentField).toBe("OUTPUT");
    expect(parse("exactField=OUTPUT").independentField).toBe("OUTPUT");
    expect(parse("exactField=input").independentField).toBe("INPUT");
    expect(parse("exactField=sideways").independentField).toBe("INPUT");
  });

  it("keeps a recipient that is an address, a name or 0x plus 40 hex digits", () => {
    expect(parse(`recipient=${CAKE.toLowerCase()}`).recipient).toBe(CAKE);
    expect(parse("recipient=alice.eth").recipient).toBe("alice.eth");
    expect(parse("recipient=my-wallet.bnb").recipient).toBe("my-wallet.bnb");
    const badChecksum = CAKE.replace("E09", "e09");
    expect(parse(`recipient=${badChecksum}`).recipient).toBe(badChecksum);
    expect(parse("recipient=not an address").recipient).toBeNull();
    expect(parse("recipient=0x1234").recipient).toBeNull();
  });
});
