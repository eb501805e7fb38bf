import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { bnbPriceFromReserves } from "../../../deploy/prediction/bnbPriceFromReserves.ts";
import { movePrice } from "../../../deploy/prediction/movePrice.ts";

describe("bnbPriceFromReserves", () => {
  it("prices BNB in USD with the feed's decimals, rounding down", () => {
    assert.equal(bnbPriceFromReserves(10n ** 18n * 2n, 10n ** 18n * 601n, 8), 30_050_000_000n);
    assert.equal(bnbPriceFromReserves(3n, 1n, 8), 33_333_333n);
  });

  it("refuses an empty pair", () => {
    assert.throws(() => bnbPriceFromReserves(0n, 1n, 8), /no WBNB reserve/);
  });
});

describe("movePrice", () => {
  it("moves by signed basis points, rounding toward zero", () => {
    assert.equal(movePrice(30_000_000_000n, 40), 30_120_000_000n);
    assert.equal(movePrice(30_000_000_000n, -30), 29_910_000_000n);
    assert.equal(movePrice(999n, 1), 999n);
    assert.equal(movePrice(123n, 0), 123n);
  });
});
