import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { LOCAL_FARM_PAIRS, LOCAL_PAIRS } from "../../../deploy/amm/localPairs.ts";
import type { LocalTokenSymbol } from "../../../deploy/amm/localTokens.ts";
import { LOCAL_FARMS } from "../../../deploy/farms/localFarms.ts";

const samePair = (a: readonly LocalTokenSymbol[], b: readonly LocalTokenSymbol[]) =>
  a.length === 2 &&
  b.length === 2 &&
  a.includes(b[0] as LocalTokenSymbol) &&
  a.includes(b[1] as LocalTokenSymbol);
const seededPairs = [...LOCAL_PAIRS, ...LOCAL_FARM_PAIRS].map(({ tokenA, tokenB }) => [tokenA, tokenB]);

describe("the local farm catalogue", () => {
  it("farms only seeded pools, each seeded once and farmed once", () => {
    for (const farm of LOCAL_FARMS) {
      const matches = seededPairs.filter((pair) => samePair(pair, [farm.token, farm.quote]));
      assert.equal(matches.length, 1, `${farm.token}-${farm.quote} is seeded once`);
      const farmed = LOCAL_FARMS.filter((other) =>
        samePair([other.token, other.quote], [farm.token, farm.quote]),
      );
      assert.equal(farmed.length, 1, `${farm.token}-${farm.quote} is farmed once`);
    }
  });

  it("gives live farms 10,000 points, from 0.5X to 40X, with CAKE-BNB and BUSD-BNB first", () => {
    const live = LOCAL_FARMS.filter((farm) => farm.schedule === "live");
    assert.equal(
      live.reduce((sum, farm) => sum + farm.allocPoint, 0n),
      10_000n,
    );
    const points = live.map((farm) => farm.allocPoint);
    assert.deepEqual(
      [points.reduce((a, b) => (a < b ? a : b)), points.reduce((a, b) => (a > b ? a : b))],
      [50n, 4000n],
    );
    assert.deepEqual(
      LOCAL_FARMS.slice(0, 2).map((farm) => [farm.token, farm.quote]),
      [
        ["CAKE", "WBNB"],
        ["BUSD", "WBNB"],
      ],
    );
  });

  it("pairs community farms with CAKE, and every farm with WBNB, BUSD, USDT or CAKE", () => {
    for (const farm of LOCAL_FARMS) {
      assert.equal(farm.isCommunity === true, farm.quote === "CAKE", `${farm.token}-${farm.quote}`);
    }
    assert.ok(LOCAL_FARMS.filter((farm) => farm.isCommunity).length >= 3);
  });

  it("leaves the pools that tests create as new ones, and TWT and BONDLY with a single pool", () => {
    for (const reserved of [
      ["CAKE", "BUSD"],
      ["DOT", "LINK"],
      ["DOGE", "USDT"],
    ] as const) {
      assert.ok(!seededPairs.some((pair) => samePair(pair, reserved)), `${reserved.join("-")} is not seeded`);
    }
    for (const single of ["TWT", "BONDLY"] as const) {
      assert.equal(seededPairs.filter((pair) => pair.includes(single)).length, 1, `${single} has one pool`);
    }
  });
});
