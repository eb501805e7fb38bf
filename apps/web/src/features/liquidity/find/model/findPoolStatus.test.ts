import { describe, expect, it } from "vitest";
import { CurrencyAmount, Pair } from "@griddle/sdk";
import { PairState } from "../../../pairs/index.ts";
import { CAKE, CAKE_WBNB, WBNB } from "../../model/liquidityTestFixtures.ts";
import { FindPoolStatus, findPoolStatus, type FindPoolInput } from "./findPoolStatus.ts";

const lp = (raw: bigint) => CurrencyAmount.fromRawAmount(CAKE_WBNB.liquidityToken, raw);
const found: FindPoolInput = {
  connected: true,
  bothSelected: true,
  pairState: PairState.EXISTS,
  pair: CAKE_WBNB,
  balance: lp(1n),
};

describe("findPoolStatus", () => {
  it("asks a visitor to connect, then for both tokens", () => {
    expect(findPoolStatus({ ...found, connected: false })).toBe(FindPoolStatus.CONNECT);
    expect(findPoolStatus({ ...found, bothSelected: false, pairState: PairState.INVALID })).toBe(
      FindPoolStatus.SELECT,
    );
  });

  it("finds the pool when the account holds any of its LP tokens", () => {
    expect(findPoolStatus(found)).toBe(FindPoolStatus.FOUND);
  });

  it("offers to add liquidity to an existing pool the account has no share of", () => {
    expect(findPoolStatus({ ...found, balance: lp(0n) })).toBe(FindPoolStatus.NO_POSITION);
  });

  it("offers to create a pool that does not exist or holds nothing", () => {
    expect(
      findPoolStatus({ ...found, pairState: PairState.NOT_EXISTS, pair: null, balance: undefined }),
    ).toBe(FindPoolStatus.NO_POOL);
    const empty = new Pair(
      CurrencyAmount.fromRawAmount(CAKE, 0n),
      CurrencyAmount.fromRawAmount(WBNB, 0n),
      CAKE_WBNB.address,
    );
    expect(findPoolStatus({ ...found, pair: empty, balance: lp(0n) })).toBe(FindPoolStatus.NO_POOL);
  });

  it("waits for the pair and then for the balance", () => {
    expect(findPoolStatus({ ...found, pairState: PairState.LOADING, pair: null })).toBe(
      FindPoolStatus.LOADING,
    );
    expect(findPoolStatus({ ...found, balance: undefined })).toBe(FindPoolStatus.LOADING);
  });

  it("rejects the same token twice", () => {
    expect(findPoolStatus({ ...found, pairState: PairState.INVALID, pair: null })).toBe(
      FindPoolStatus.INVALID,
    );
  });
});
