import { describe, expect, it } from "vitest";
import { buildLocalDefaultList } from "./buildLocalDefaultList.ts";
import { validateTokenList } from "./validateTokenList.ts";

describe("buildLocalDefaultList", () => {
  it("lists the deployment's tokens on its chain as a valid token list with the app's logo", () => {
    const list = buildLocalDefaultList(
      {
        chainId: 31337,
        tokens: [
          {
            address: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
            symbol: "WBNB",
            name: "Wrapped BNB",
            decimals: 18,
          },
          {
            address: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
            symbol: "SAFEMOON",
            name: "SafeMoon",
            decimals: 9,
          },
        ],
      },
      "http://127.0.0.1:5173",
    );
    expect(validateTokenList(list)).toBe(list);
    expect(list.logoURI).toBe("http://127.0.0.1:5173/logo.svg");
    expect(list.tokens.map((token) => [token.chainId, token.symbol, token.decimals])).toEqual([
      [31337, "WBNB", 18],
      [31337, "SAFEMOON", 9],
    ]);
  });
});
