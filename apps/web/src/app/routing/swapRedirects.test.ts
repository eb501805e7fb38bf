import { describe, expect, it } from "vitest";
import { swapPathForSend, swapPathWithOutputCurrency } from "./swapRedirects.ts";

const token = "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82";

describe("swapPathWithOutputCurrency", () => {
  it("moves the path's currency into the query string", () => {
    expect(swapPathWithOutputCurrency(token, "", "")).toBe(`/swap?outputCurrency=${token}`);
  });

  it("keeps the other query parameters and the hash", () => {
    expect(swapPathWithOutputCurrency("BNB", "?inputCurrency=CAKE&exactAmount=1.5", "#top")).toBe(
      "/swap?inputCurrency=CAKE&exactAmount=1.5&outputCurrency=BNB#top",
    );
  });

  it("lets the path's currency win over one already in the query", () => {
    expect(swapPathWithOutputCurrency("BNB", "?outputCurrency=CAKE&exactField=output", "")).toBe(
      "/swap?outputCurrency=BNB&exactField=output",
    );
  });

  it("treats a bare '?' as an empty query", () => {
    expect(swapPathWithOutputCurrency("BNB", "?", "")).toBe("/swap?outputCurrency=BNB");
  });
});

describe("swapPathForSend", () => {
  it("keeps the query string and hash", () => {
    expect(swapPathForSend("?recipient=0xabc&inputCurrency=BNB", "#x")).toBe(
      "/swap?recipient=0xabc&inputCurrency=BNB#x",
    );
  });

  it("is plain /swap without either", () => {
    expect(swapPathForSend("", "")).toBe("/swap");
  });
});
