import { describe, expect, it } from "vitest";
import { sortTokensByBalance } from "./sortTokensByBalance.ts";

const token = (symbol: string) => ({ symbol });

describe("sortTokensByBalance", () => {
  it("puts held tokens first, largest balance first, then the rest by symbol", () => {
    const tokens = [token("ZED"), token("cake"), token("BUSD"), token("ETH"), token("abc")];
    const balances: Record<string, number> = { ETH: 0.5, BUSD: 120, ZED: 0 };
    expect(sortTokensByBalance(tokens, (t) => balances[t.symbol]).map((t) => t.symbol)).toEqual([
      "BUSD",
      "ETH",
      "abc",
      "cake",
      "ZED",
    ]);
  });

  it("keeps the input untouched", () => {
    const tokens = [token("B"), token("A")];
    sortTokensByBalance(tokens, () => undefined);
    expect(tokens.map((t) => t.symbol)).toEqual(["B", "A"]);
  });
});
