import { describe, expect, it } from "vitest";
import { buildGetTokenHref } from "./buildGetTokenHref.ts";

describe("buildGetTokenHref", () => {
  it("opens the swap with the staking token as output", () => {
    expect(buildGetTokenHref({ address: "0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9" }, false)).toBe(
      "/swap?outputCurrency=0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9",
    );
  });

  it("asks for BNB itself, not its wrapped token, for the BNB pool", () => {
    expect(buildGetTokenHref({ address: "0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd" }, true)).toBe(
      "/swap?outputCurrency=BNB",
    );
  });
});
