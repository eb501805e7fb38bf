import { describe, expect, it } from "vitest";
import { CurrencyAmount, Pair, type Currency } from "@griddle/sdk";
import { PairState } from "../../../pairs/index.ts";
import { amountOf, BNB, CAKE, CAKE_WBNB, E18, USDC, WBNB } from "../../model/liquidityTestFixtures.ts";
import { computeMintInfo, type MintInputs } from "./computeMintInfo.ts";
import { MintField } from "./MintField.ts";
import { initialMintState, type MintState } from "./mintReducer.ts";

const NEW_PAIR_ADDRESS = "0x16b9a82891338f9bA80E2D6970FddA79D1eb0daE";

function inputs(
  currencyA: Currency,
  currencyB: Currency,
  state: Partial<MintState>,
  pool: { pair: Pair; totalSupply: bigint } | null,
): MintInputs {
  return {
    currencies: { CURRENCY_A: currencyA, CURRENCY_B: currencyB },
    pair: pool?.pair ?? null,
    pairState: pool ? PairState.EXISTS : PairState.NOT_EXISTS,
    pairAddress: pool?.pair.address ?? NEW_PAIR_ADDRESS,
    totalSupply: pool ? CurrencyAmount.fromRawAmount(pool.pair.liquidityToken, pool.totalSupply) : undefined,
    protocolFee: { feeOn: false, kLast: 0n },
    state: { ...initialMintState, ...state },
  };
}

describe("computeMintInfo for an existing pool", () => {
  // 240,000 CAKE : 1,000 WBNB with 10,000 LP tokens.
  const pool = { pair: CAKE_WBNB, totalSupply: 10_000n * E18 };

  it("derives BNB from typed CAKE at the pool price, and the LP tokens and share it mints", () => {
    const info = computeMintInfo(inputs(CAKE, BNB, { typedValue: "2400" }, pool));
    expect(info.noLiquidity).toBe(false);
    expect(info.dependentField).toBe(MintField.CURRENCY_B);
    expect(info.parsedAmounts.CURRENCY_B?.currency).toBe(BNB);
    expect(info.parsedAmounts.CURRENCY_B?.quotient).toBe(10n * E18);
    expect(info.formattedAmounts).toEqual({ CURRENCY_A: "2400", CURRENCY_B: "10" });
    // 1% of each reserve mints 1% of the supply: 100 LP, 100 / 10,100 of the pool after the deposit.
    expect(info.liquidityMinted?.quotient).toBe(100n * E18);
    expect(info.poolTokenPercentage?.toFixed(4)).toBe("0.9901");
    expect(info.price?.baseCurrency).toBe(CAKE);
    expect(info.price?.quoteCurrency).toBe(BNB);
    expect(info.price?.toSignificant(6)).toBe("0.00416667");
  });

  it("derives the first amount when the second is typed, rounding the quote down", () => {
    const info = computeMintInfo(
      inputs(
        CAKE,
        WBNB,
        { independentField: MintField.CURRENCY_B, typedValue: "0.000000000000000001" },
        pool,
      ),
    );
    expect(info.dependentField).toBe(MintField.CURRENCY_A);
    expect(info.parsedAmounts.CURRENCY_A?.quotient).toBe(240n);
    expect(info.formattedAmounts.CURRENCY_B).toBe("0.000000000000000001");
  });

  it("has no dependent amount, LP amount or share until an amount is typed", () => {
    const info = computeMintInfo(inputs(CAKE, WBNB, {}, pool));
    expect(info.parsedAmounts).toEqual({ CURRENCY_A: undefined, CURRENCY_B: undefined });
    expect(info.formattedAmounts).toEqual({ CURRENCY_A: "", CURRENCY_B: "" });
    expect(info.liquidityMinted).toBeUndefined();
    expect(info.poolTokenPercentage).toBeUndefined();
    expect(info.price?.toSignificant(6)).toBe("0.00416667");
  });

  it("treats a pair without LP supply as a new pool", () => {
    const info = computeMintInfo(
      inputs(CAKE, WBNB, { typedValue: "1" }, { pair: CAKE_WBNB, totalSupply: 0n }),
    );
    expect(info.noLiquidity).toBe(true);
    expect(info.parsedAmounts.CURRENCY_B).toBeUndefined();
  });

  it("derives nothing while the pair is loading", () => {
    const info = computeMintInfo({
      ...inputs(CAKE, WBNB, { typedValue: "1" }, null),
      pairState: PairState.LOADING,
    });
    expect(info.noLiquidity).toBe(false);
    expect(info.parsedAmounts.CURRENCY_B).toBeUndefined();
    expect(info.price).toBeUndefined();
  });
});

describe("computeMintInfo with the protocol fee on", () => {
  // 4,000 CAKE : 1,000 WBNB (√k = 2,000e18) with 49,200 LP tokens; √kLast = 1,900e18, so the pair
  // first mints the protocol 800 LP tokens (see Pair.getSupplyAfterProtocolFee) and divides by 50,000.
  const pair = new Pair(amountOf(CAKE, 4_000n), amountOf(WBNB, 1_000n), CAKE_WBNB.address);
  const protocolFee = { feeOn: true, kLast: (1_900n * E18) ** 2n };

  it("mints from the supply after the protocol's share, as the pair does", () => {
    const info = computeMintInfo({
      ...inputs(CAKE, BNB, { typedValue: "40" }, { pair, totalSupply: 49_200n * E18 }),
      protocolFee,
    });
    // 1% of each reserve mints 1% of 50,000 (not of 49,200): 500 LP, 500 / 50,500 of the pool.
    expect(info.liquidityMinted?.quotient).toBe(500n * E18);
    expect(info.poolTokenPercentage?.toFixed(4)).toBe("0.9901");
  });

  it("mints from the supply as read while the fee reads are loading", () => {
    const info = computeMintInfo({
      ...inputs(CAKE, BNB, { typedValue: "40" }, { pair, totalSupply: 49_200n * E18 }),
      protocolFee: undefined,
    });
    expect(info.liquidityMinted?.quotient).toBe(492n * E18);
  });
});

describe("computeMintInfo for a new pool", () => {
  it("keeps both typed amounts, prices by their ratio and mints √(a·b) − 1000 for all of the pool", () => {
    const info = computeMintInfo(
      inputs(
        USDC,
        CAKE,
        { independentField: MintField.CURRENCY_B, typedValue: "400", otherTypedValue: "100" },
        null,
      ),
    );
    expect(info.noLiquidity).toBe(true);
    expect(info.formattedAmounts).toEqual({ CURRENCY_A: "100", CURRENCY_B: "400" });
    expect(info.parsedAmounts.CURRENCY_A?.quotient).toBe(100n * 10n ** 6n);
    expect(info.price?.toSignificant(6)).toBe("4");
    expect(info.price?.invert().toSignificant(6)).toBe("0.25");
    // √(100e6 · 400e18) = 2e14.
    expect(info.liquidityMinted?.quotient).toBe(2n * 10n ** 14n - 1000n);
    expect(info.liquidityMinted?.currency.address).toBe(NEW_PAIR_ADDRESS);
    expect(info.poolTokenPercentage?.toFixed(0)).toBe("100");
  });

  it("has no price or LP amount with one amount", () => {
    const info = computeMintInfo(inputs(USDC, CAKE, { typedValue: "100" }, null));
    expect(info.parsedAmounts.CURRENCY_B).toBeUndefined();
    expect(info.price).toBeUndefined();
    expect(info.liquidityMinted).toBeUndefined();
  });

  it("has no LP amount for a deposit too small to mint any", () => {
    const info = computeMintInfo(
      inputs(USDC, CAKE, { typedValue: "0.000001", otherTypedValue: "0.000000000000000001" }, null),
    );
    expect(info.parsedAmounts.CURRENCY_A?.quotient).toBe(1n);
    expect(info.liquidityMinted).toBeUndefined();
    expect(info.poolTokenPercentage).toBeUndefined();
  });

  it("builds no pool of a token with itself", () => {
    const info = computeMintInfo(inputs(BNB, WBNB, { typedValue: "1", otherTypedValue: "1" }, null));
    expect(info.parsedAmounts.CURRENCY_A?.quotient).toBe(E18);
    expect(info.liquidityMinted).toBeUndefined();
  });
});
