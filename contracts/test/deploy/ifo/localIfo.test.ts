import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { LOCAL_OFFERINGS } from "@griddle/sdk";
import { BASIC_LIMIT_USD, OFFERING_SEEDS } from "../../../deploy/ifo/localIfo.ts";
import { lpAmountForUsd } from "../../../deploy/ifo/lpAmountForUsd.ts";

describe("the local offerings' seed", () => {
  it("seeds every catalogued offering once, in the catalogue's order", () => {
    assert.deepEqual(
      OFFERING_SEEDS.map(({ id }) => id),
      LOCAL_OFFERINGS.map(({ id }) => id),
    );
  });

  it("fits each offering's version: version 1 sells a token amount in its one pool, version 2 raises in both", () => {
    for (const [index, seed] of OFFERING_SEEDS.entries()) {
      const { version } = LOCAL_OFFERINGS[index] ?? {};
      if (version === 1) {
        assert.ok(seed.offeringTokens !== undefined && seed.basicRaiseUsd === undefined, seed.id);
        assert.ok(
          seed.commitments.every(({ pid }) => pid === 1),
          `${seed.id} has only an unlimited pool`,
        );
      } else {
        assert.ok(seed.offeringTokens === undefined && seed.basicRaiseUsd !== undefined, seed.id);
      }
    }
  });

  it("keeps basic commitments within the limit per user and leaves the active offering unharvested", () => {
    for (const seed of OFFERING_SEEDS) {
      for (const { pid, usd } of seed.commitments) if (pid === 0) assert.ok(usd <= BASIC_LIMIT_USD, seed.id);
    }
    const active = OFFERING_SEEDS.find(({ id }) => LOCAL_OFFERINGS.find((o) => o.id === id)?.isActive);
    assert.ok(active?.commitments.every(({ harvested }) => !harvested));
  });
});

describe("lpAmountForUsd", () => {
  it("prices LP by both reserves at their dollar prices and the LP supply, rounded down", () => {
    // 1,000 CAKE at $2.5 and 10 BNB at $600: $8,500 for 100 LP, $85 an LP.
    const pricing = {
      reserveA: 1_000n * 10n ** 18n,
      decimalsA: 18,
      usdPriceA: "2.5",
      reserveB: 10n * 10n ** 18n,
      decimalsB: 18,
      usdPriceB: "600",
      totalSupply: 100n * 10n ** 18n,
    };
    assert.equal(lpAmountForUsd(85n, pricing), 10n ** 18n);
    assert.equal(lpAmountForUsd(5n, pricing), 58_823_529_411_764_705n);
  });
});
