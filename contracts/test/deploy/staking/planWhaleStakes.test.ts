import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { DeployedPool } from "@griddle/sdk";
import { formatUnits, getAddress, isAddressEqual, pad, parseUnits, toHex, type Address } from "viem";
import { LOCAL_TOKENS, type LocalTokenSymbol } from "../../../deploy/amm/localTokens.ts";
import {
  LOCAL_STAKING_POOLS,
  MANUAL_POOL_APR,
  WHALE_VAULT_PERCENT,
  type LocalStakingPoolDefinition,
} from "../../../deploy/staking/localStakingPools.ts";
import { planSeedStakes, type SeedStake } from "../../../deploy/staking/planSeedStakes.ts";
import { planWhaleStakes } from "../../../deploy/staking/planWhaleStakes.ts";
import { UnreachablePoolAprError } from "../../../deploy/staking/UnreachablePoolAprError.ts";

const SEEDED_STAKERS = 4;
const BLOCKS_PER_YEAR = 10_512_000;
/** Pool 0's share of the 40 CAKE a block beside the farms' points. */
const MANUAL_POOL_CAKE_PER_BLOCK = 30;

const addressOf = (n: number): Address => getAddress(pad(toHex(n), { size: 20 }));
const staking = { masterChef: addressOf(1), cakeVault: addressOf(2), cake: addressOf(0x100 + 1) };

function tokenOf(symbol: LocalTokenSymbol | "BNB") {
  const index = LOCAL_TOKENS.findIndex((token) => token.symbol === (symbol === "BNB" ? "WBNB" : symbol));
  const token = LOCAL_TOKENS[index];
  assert.ok(token, `${symbol} is listed`);
  return { ...token, address: addressOf(0x100 + index), price: Number(token.usdPrice) };
}

/** The catalogue as deployStakingPools would list it, at made-up addresses. */
function deployed(definitions: readonly LocalStakingPoolDefinition[]): DeployedPool[] {
  return definitions.map((definition, index) => {
    const stakingToken = tokenOf(definition.staking);
    const earningToken = tokenOf(definition.earning);
    return {
      sousId: index + 1,
      address: addressOf(0x1000 + index),
      stakingToken: stakingToken.address,
      earningToken: earningToken.address,
      tokenPerBlock: parseUnits(definition.rewardPerBlock, earningToken.decimals).toString(),
      startBlock: 1,
      endBlock: 2,
      stakingLimit: parseUnits(definition.limit ?? "0", stakingToken.decimals).toString(),
      poolCategory: definition.category,
      sortOrder: 999,
    };
  });
}

function plan(definitions: readonly LocalStakingPoolDefinition[]) {
  const pools = deployed(definitions);
  const seedPlan = planSeedStakes(staking, pools, definitions, LOCAL_TOKENS);
  const whalePlan = planWhaleStakes({
    staking,
    pools,
    definitions,
    tokenList: LOCAL_TOKENS,
    seedPlan,
    seededStakerCount: SEEDED_STAKERS,
    manualPoolRewardPerBlock: parseUnits(MANUAL_POOL_CAKE_PER_BLOCK.toString(), 18),
  });
  const stakedIn = (stakes: readonly SeedStake[], contract: Address) =>
    stakes.filter((stake) => isAddressEqual(stake.contract, contract)).reduce((sum, s) => sum + s.amount, 0n);
  const totalIn = (contract: Address) =>
    stakedIn(seedPlan, contract) * BigInt(SEEDED_STAKERS) + stakedIn(whalePlan, contract);
  return { pools, seedPlan, whalePlan, stakedIn, totalIn };
}

/** The app's APR formula in floating point: a year of rewards over the stake, in dollars. */
function aprOf(definition: LocalStakingPoolDefinition, pool: DeployedPool, totalStaked: bigint): number {
  const earning = tokenOf(definition.earning);
  const stakingToken = tokenOf(definition.staking);
  const yearlyRewardUsd =
    earning.price * Number(formatUnits(BigInt(pool.tokenPerBlock), earning.decimals)) * BLOCKS_PER_YEAR;
  return (
    (yearlyRewardUsd / (stakingToken.price * Number(formatUnits(totalStaked, stakingToken.decimals)))) * 100
  );
}

describe("planWhaleStakes", () => {
  const { pools, seedPlan, whalePlan, stakedIn, totalIn } = plan(LOCAL_STAKING_POOLS);
  const livePools = LOCAL_STAKING_POOLS.flatMap((definition, index) => {
    const pool = pools[index];
    return definition.schedule === "live" && pool ? [{ definition, pool, apr: definition.apr }] : [];
  });

  it("brings every live pool to its catalogue APR, all between 10% and 500%, and varied", () => {
    assert.ok(livePools.length >= 10, `${livePools.length} live pools`);
    for (const { definition, pool, apr } of livePools) {
      const actual = aprOf(definition, pool, totalIn(pool.address));
      assert.ok(Math.abs(actual / apr - 1) < 1e-6, `pool ${pool.sousId} pays ${actual}%, not ${apr}%`);
      assert.ok(actual >= 10 && actual <= 500, `pool ${pool.sousId} pays ${actual}%`);
    }
    assert.ok(new Set(livePools.map(({ apr }) => apr)).size >= livePools.length / 2);
  });

  it("brings pool 0 to MANUAL_POOL_APR at its rate, which the vault compounds to a finite, believable APY", () => {
    const staked = Number(formatUnits(totalIn(staking.masterChef) + totalIn(staking.cakeVault), 18));
    const apr = (MANUAL_POOL_CAKE_PER_BLOCK * BLOCKS_PER_YEAR * 100) / staked;
    assert.ok(Math.abs(apr / MANUAL_POOL_APR - 1) < 1e-6, `pool 0 pays ${apr}%`);
    // The app's vault APY: compounded 5000 times a day for 365 days, less the 2% performance fee.
    const compounds = 5000 * 365;
    const apy = ((1 + apr / 100 / compounds) ** compounds - 1) * 0.98 * 100;
    assert.ok(Number.isFinite(apy) && apy >= 300 && apy <= 5000, `the vault's APY is ${apy}%`);
  });

  it("puts WHALE_VAULT_PERCENT of the whale's pool 0 CAKE through the vault and the rest by hand", () => {
    const viaVault = stakedIn(whalePlan, staking.cakeVault);
    const byHand = stakedIn(whalePlan, staking.masterChef);
    assert.equal(viaVault, ((viaVault + byHand) * WHALE_VAULT_PERCENT) / 100n);
    assert.ok(byHand > 0n);
  });

  it("stakes no more than anyone may in a limited pool, and nothing in finished or upcoming pools", () => {
    const limited = livePools.filter(({ pool }) => pool.stakingLimit !== "0");
    assert.ok(limited.length >= 3, `${limited.length} limited live pools`);
    for (const { pool } of limited) {
      assert.ok(stakedIn(whalePlan, pool.address) <= BigInt(pool.stakingLimit), `pool ${pool.sousId}`);
    }
    for (const [index, definition] of LOCAL_STAKING_POOLS.entries()) {
      const pool = pools[index];
      if (definition.schedule === "live" || !pool) continue;
      assert.equal(stakedIn(whalePlan, pool.address), 0n, `pool ${pool.sousId} is ${definition.schedule}`);
    }
  });

  it("stakes BNB natively and every token through an approval", () => {
    for (const stake of whalePlan) {
      assert.equal(stake.token === undefined, stake.entry === "bnbPool", `${stake.entry} ${stake.contract}`);
    }
    assert.ok(whalePlan.some((stake) => stake.entry === "bnbPool"));
  });

  it("leaves earnings that visibly grow at 5 decimals", () => {
    const earnedPerBlock = ({ pool, definition }: (typeof livePools)[number], stake: bigint, total: bigint) =>
      (Number(formatUnits(BigInt(pool.tokenPerBlock), tokenOf(definition.earning).decimals)) *
        Number(stake)) /
      Number(total);
    const hundredCake = parseUnits("100", 18);
    const newStakeEarners = livePools.filter(
      (live) =>
        live.definition.staking === "CAKE" &&
        earnedPerBlock(live, hundredCake, totalIn(live.pool.address) + hundredCake) >= 0.001,
    );
    assert.ok(newStakeEarners.length >= 2, `100 CAKE earns 0.001 a block in ${newStakeEarners.length} pools`);
    const seededEarners = livePools.filter((live) => {
      const seeded = stakedIn(seedPlan, live.pool.address);
      return seeded > 0n && earnedPerBlock(live, seeded, totalIn(live.pool.address)) >= 0.00001;
    });
    assert.ok(
      seededEarners.length >= 3,
      `a seeded stake earns 0.00001 a block in ${seededEarners.length} pools`,
    );
  });

  it("refuses a limited pool whose reward the whale could only dilute beyond its limit", () => {
    const generous = LOCAL_STAKING_POOLS.map((definition) =>
      definition.schedule === "live" && definition.limit !== undefined
        ? { ...definition, rewardPerBlock: "1" }
        : definition,
    );
    assert.throws(
      () => plan(generous),
      (error) => error instanceof UnreachablePoolAprError && error.sousId === 4,
    );
  });

  it("refuses an APR the seeded stakes alone already dilute", () => {
    const greedy = LOCAL_STAKING_POOLS.map((definition, index) =>
      index === 0 && definition.schedule === "live" ? { ...definition, apr: 1_000_000_000 } : definition,
    );
    assert.throws(
      () => plan(greedy),
      (error) =>
        error instanceof UnreachablePoolAprError && error.sousId === 1 && error.apr === 1_000_000_000,
    );
  });
});
