import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { formatUnits, parseEther } from "viem";
import { LOCAL_TOKENS, type LocalTokenSymbol } from "../../../deploy/amm/localTokens.ts";
import {
  DEV_FARM_STAKE_PERCENT,
  LOCAL_FARMS,
  type LocalFarmDefinition,
} from "../../../deploy/farms/localFarms.ts";
import { planFarmSeed, TRADING_FLOAT_PERCENT } from "../../../deploy/farms/planFarmSeed.ts";
import { UnreachableFarmAprError } from "../../../deploy/farms/UnreachableFarmAprError.ts";
import { MANUAL_POOL_ALLOC_POINT } from "../../../deploy/staking/localStakingPools.ts";

const DEV_STAKERS = 3;

function plan(farms: readonly LocalFarmDefinition[] = LOCAL_FARMS) {
  return planFarmSeed({
    farms,
    tokenList: LOCAL_TOKENS,
    manualPoolAllocPoint: MANUAL_POOL_ALLOC_POINT,
    devStakerCount: DEV_STAKERS,
  });
}

function tokenOf(symbol: LocalTokenSymbol) {
  const token = LOCAL_TOKENS.find((candidate) => candidate.symbol === symbol);
  assert.ok(token, `${symbol} is listed`);
  return token;
}

describe("planFarmSeed", () => {
  const seed = plan();

  it("gives the manual pool 30 of the 40 CAKE a block once the finished farms are at 0 points", () => {
    assert.equal(seed.totalAllocPoint, 40_000n);
    assert.equal(seed.manualPoolRewardPerBlock, parseEther("30"));
    assert.deepEqual(
      seed.farms.map((farm) => farm.finalAllocPoint),
      LOCAL_FARMS.map((farm) => (farm.schedule === "live" ? farm.allocPoint : 0n)),
    );
  });

  it("stakes enough with the dev accounts to bring every live farm to its catalogue APR", () => {
    for (const farm of seed.farms) {
      const { definition } = farm;
      if (definition.schedule !== "live") continue;
      const devStakedPerSide =
        Number(farm.devLiquidityUsd) * DEV_STAKERS * (Number(DEV_FARM_STAKE_PERCENT) / 100);
      const stakedUsd = 2 * (Number(farm.whaleLiquidityUsd) + devStakedPerSide);
      // The app's base APR: CAKE per block × blocks a year × pool weight × CAKE price / staked dollars.
      const poolWeight = Number(definition.allocPoint) / Number(seed.totalAllocPoint);
      const apr = ((40 * 10_512_000 * poolWeight * 2.5) / stakedUsd) * 100;
      assert.ok(
        Math.abs(apr / definition.apr - 1) < 1e-5,
        `farm ${farm.pid} pays ${apr}%, not ${definition.apr}%`,
      );
    }
  });

  it("has the whale neither add liquidity to nor trade the finished farms", () => {
    const finished = seed.farms.filter((farm) => farm.definition.schedule === "finished");
    assert.ok(finished.length >= 3);
    for (const farm of finished) {
      assert.deepEqual([farm.whaleLiquidityUsd, farm.tradingFloat], [0n, 0n], `farm ${farm.pid}`);
    }
  });

  it("funds the whale with both sides of its liquidity at list prices and its quote-token floats", () => {
    const expected = new Map<LocalTokenSymbol, number>();
    const add = (symbol: LocalTokenSymbol, usd: number) =>
      expected.set(symbol, (expected.get(symbol) ?? 0) + usd);
    for (const farm of seed.farms) {
      const { token, quote } = farm.definition;
      const usd = Number(farm.whaleLiquidityUsd);
      if (usd === 0) continue;
      add(token, usd);
      add(quote, usd * (1 + Number(TRADING_FLOAT_PERCENT) / 100));
    }
    assert.deepEqual([...seed.whaleFunding.keys()].sort(), [...expected.keys()].sort());
    for (const [symbol, usd] of expected) {
      const token = tokenOf(symbol);
      const funded =
        Number(formatUnits(seed.whaleFunding.get(symbol) ?? 0n, token.decimals)) * Number(token.usdPrice);
      assert.ok(Math.abs(funded - usd) <= 10, `the whale gets $${funded} of ${symbol}, not $${usd}`);
    }
  });

  it("keeps the whale's fixed-supply tokens within 40% of each supply", () => {
    for (const [symbol, amount] of seed.whaleFunding) {
      const token = tokenOf(symbol);
      // CAKE is minted and BNB set on the node: neither comes out of a supply.
      if (token.kind !== "plain") continue;
      const supply = Number(token.supply);
      assert.ok(
        Number(formatUnits(amount, token.decimals)) <= supply * 0.4,
        `${symbol}: ${amount} of ${supply}`,
      );
    }
  });

  it("refuses an APR that the dev accounts' stakes alone dilute", () => {
    const crowded = LOCAL_FARMS.map((farm, index) =>
      index === 1 ? { ...farm, devLiquidityUsd: 1_000_000_000n } : farm,
    );
    assert.throws(
      () => plan(crowded),
      (error) => error instanceof UnreachableFarmAprError && error.pid === 2 && error.apr === 150,
    );
  });
});
