import { describe, expect, it } from "vitest";
import { buildPoolListItems } from "./PoolListItem.ts";
import { AXS, DOGE, makeManualCakePool, makePool, makeVault, ONE, TWT } from "./poolFixtures.ts";
import { sortPoolItems } from "./sortPoolItems.ts";

const userData = (pendingReward: bigint) => ({
  allowance: 0n,
  stakingTokenBalance: 0n,
  stakedBalance: ONE,
  pendingReward,
});

const cakePool = makeManualCakePool({ apr: 30, totalStaked: 100n * ONE, stakingTokenPrice: 2 });
const axs = makePool({
  sousId: 3,
  earningToken: AXS,
  apr: 80,
  earningTokenPrice: 1,
  userData: userData(5n * ONE),
});
const twt = makePool({
  sousId: 2,
  earningToken: TWT,
  apr: null,
  totalStaked: 10n * ONE,
  userData: userData(ONE),
});
const doge = makePool({
  sousId: 5,
  earningToken: DOGE,
  apr: 120,
  earningTokenPrice: 10,
  totalStaked: 5_000n * ONE,
  userData: userData(10n ** 8n),
});
// Shares worth 104 CAKE against 100 at the last action: 4 CAKE, $8.
const vault = makeVault({
  apy: 34.5,
  totalCakeInVault: 200n * ONE,
  cakePrice: 2,
  pricePerFullShare: (ONE * 104n) / 100n,
  userData: {
    userShares: 100n * ONE,
    cakeAtLastUserAction: 100n * ONE,
    lastDepositedTime: 0,
    lastUserActionTime: 0,
    allowance: 0n,
    cakeBalance: 0n,
  },
});
const items = buildPoolListItems([doge, axs, cakePool, twt], vault);
const keys = (option: Parameters<typeof sortPoolItems>[1]) =>
  sortPoolItems(items, option).map((item) => item.key);

describe("sortPoolItems", () => {
  it("puts the vault first, then the main pool, then the others by sortOrder and sousId for Hot", () => {
    expect(keys("hot")).toEqual(["vault", "pool-0", "pool-2", "pool-3", "pool-5"]);
  });

  it("sorts by APR (the vault's APY) descending, unknown APRs last", () => {
    expect(keys("apr")).toEqual(["pool-5", "pool-3", "vault", "pool-0", "pool-2"]);
  });

  it("sorts by the dollar value of what the account earned, descending", () => {
    // doge 1 DOGE ($10), vault 4 CAKE ($8), axs 5 AXS ($5), twt 1 TWT ($5): ties keep the Hot order.
    expect(keys("earned")).toEqual(["pool-5", "vault", "pool-2", "pool-3", "pool-0"]);
  });

  it("sorts by the dollar value of the total stake, descending", () => {
    // doge $10000, axs $2000, vault $400, main pool $200, twt $20.
    expect(keys("totalStaked")).toEqual(["pool-5", "pool-3", "vault", "pool-0", "pool-2"]);
  });

  it("leaves its input untouched", () => {
    const before = items.map((item) => item.key);
    sortPoolItems(items, "apr");
    expect(items.map((item) => item.key)).toEqual(before);
  });
});
