import { getAmountOut } from "@griddle/sdk";
import { createRandom } from "@griddle/sdk/testing/createRandom";
import { describe, expect, it } from "vitest";
import { chooseMarketTrade, type MarketTradeInputs } from "./chooseMarketTrade.ts";

const ether = 10n ** 18n;

/** 2,000 WBNB against 1,200,000 BUSD (600 a BNB), at the reference, with plenty of both to spend. */
const atReference: MarketTradeInputs = {
  sideRoll: 0.5,
  sizeRoll: 0,
  wbnbReserve: 2_000n * ether,
  usdReserve: 1_200_000n * ether,
  referencePrice: 600,
  spendableBnb: 1_000n * ether,
  usdBalance: 100_000n * ether,
};

/** The inputs with the pair's price moved by `percent` (its WBNB reserve kept). */
const drifted = (percent: number): MarketTradeInputs => ({
  ...atReference,
  usdReserve: (atReference.usdReserve * BigInt(Math.round((100 + percent) * 100))) / 10_000n,
});

describe("chooseMarketTrade", () => {
  it("picks either side with even chances at the reference price", () => {
    expect(chooseMarketTrade({ ...atReference, sideRoll: 0.49 })?.side).toBe("sell-bnb");
    expect(chooseMarketTrade({ ...atReference, sideRoll: 0.51 })?.side).toBe("buy-bnb");
  });

  it("leans back toward the reference: 1% above it sells BNB with a 70% chance, 1% below buys", () => {
    expect(chooseMarketTrade({ ...drifted(1), sideRoll: 0.69 })?.side).toBe("sell-bnb");
    expect(chooseMarketTrade({ ...drifted(1), sideRoll: 0.71 })?.side).toBe("buy-bnb");
    expect(chooseMarketTrade({ ...drifted(-1), sideRoll: 0.29 })?.side).toBe("sell-bnb");
    expect(chooseMarketTrade({ ...drifted(-1), sideRoll: 0.31 })?.side).toBe("buy-bnb");
  });

  it("keeps a 5% chance of the other side within the band, and only trades back past 3%", () => {
    expect(chooseMarketTrade({ ...drifted(2.5), sideRoll: 0.96 })?.side).toBe("buy-bnb");
    expect(chooseMarketTrade({ ...drifted(3), sideRoll: 0.999 })?.side).toBe("sell-bnb");
    expect(chooseMarketTrade({ ...drifted(-3), sideRoll: 0 })?.side).toBe("buy-bnb");
  });

  it("sizes a trade from 0.05% to 0.2% of the pair's WBNB, the USD side at the pair's price", () => {
    expect(chooseMarketTrade({ ...atReference, sideRoll: 0, sizeRoll: 0 })).toEqual({
      side: "sell-bnb",
      bnbIn: 1n * ether,
    });
    expect(chooseMarketTrade({ ...atReference, sideRoll: 0, sizeRoll: 0.999_999 })).toEqual({
      side: "sell-bnb",
      bnbIn: 4n * ether,
    });
    expect(chooseMarketTrade({ ...atReference, sideRoll: 0.9, sizeRoll: 0.5 })).toEqual({
      side: "buy-bnb",
      usdIn: 1_500n * ether,
    });
  });

  it("sells BNB when it has no USD yet (its first trade), and buys when its BNB runs out", () => {
    expect(chooseMarketTrade({ ...atReference, sideRoll: 0.9, usdBalance: 0n })?.side).toBe("sell-bnb");
    expect(chooseMarketTrade({ ...atReference, sideRoll: 0.1, spendableBnb: 0n })?.side).toBe("buy-bnb");
  });

  it("does not trade the wrong way past the band when it cannot afford the right one", () => {
    expect(chooseMarketTrade({ ...drifted(4), spendableBnb: 0n })).toBeUndefined();
    expect(chooseMarketTrade({ ...drifted(-4), usdBalance: 0n })).toBeUndefined();
  });

  it("does not trade on an empty pair", () => {
    expect(chooseMarketTrade({ ...atReference, wbnbReserve: 0n })).toBeUndefined();
  });

  it("moves the price both ways over many trades and keeps it within 4% of the reference", () => {
    const random = createRandom(19);
    let wbnbReserve = atReference.wbnbReserve;
    let usdReserve = atReference.usdReserve;
    let spendableBnb = 1_000n * ether;
    let usdBalance = 0n;
    let [sells, buys, lowest, highest] = [0, 0, 600, 600];
    for (let trade = 0; trade < 5_000; trade += 1) {
      const chosen = chooseMarketTrade({
        sideRoll: random.next(),
        sizeRoll: random.next(),
        wbnbReserve,
        usdReserve,
        referencePrice: 600,
        spendableBnb,
        usdBalance,
      });
      if (chosen?.side === "sell-bnb") {
        const out = getAmountOut(chosen.bnbIn, wbnbReserve, usdReserve);
        [wbnbReserve, usdReserve, spendableBnb, usdBalance] = [
          wbnbReserve + chosen.bnbIn,
          usdReserve - out,
          spendableBnb - chosen.bnbIn,
          usdBalance + out,
        ];
        sells += 1;
      } else if (chosen?.side === "buy-bnb") {
        const out = getAmountOut(chosen.usdIn, usdReserve, wbnbReserve);
        [wbnbReserve, usdReserve, spendableBnb, usdBalance] = [
          wbnbReserve - out,
          usdReserve + chosen.usdIn,
          spendableBnb + out,
          usdBalance - chosen.usdIn,
        ];
        buys += 1;
      }
      const price = Number(usdReserve) / Number(wbnbReserve);
      [lowest, highest] = [Math.min(lowest, price), Math.max(highest, price)];
    }
    expect(sells).toBeGreaterThan(1_500);
    expect(buys).toBeGreaterThan(1_500);
    expect(lowest).toBeGreaterThan(600 * 0.96);
    expect(highest).toBeLessThan(600 * 1.04);
    expect(highest - lowest).toBeGreaterThan(600 * 0.005);
  });
});
