import { describe, expect, it } from "vitest";
import { buildWatchAssetParameters } from "./buildWatchAssetParameters.ts";
import { TOKEN } from "./transactionFixtures.ts";

describe("buildWatchAssetParameters", () => {
  it("asks to watch an ERC-20 with its symbol, decimals and the app's token image", () => {
    expect(
      buildWatchAssetParameters({ address: TOKEN, symbol: "CAKE", decimals: 18 }, "https://griddle.finance"),
    ).toEqual({
      type: "ERC20",
      options: {
        address: TOKEN,
        symbol: "CAKE",
        decimals: 18,
        image: `https://griddle.finance/images/tokens/${TOKEN}.png`,
      },
    });
  });
});
