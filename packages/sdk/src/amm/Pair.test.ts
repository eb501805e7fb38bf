import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "./CurrencyAmount.ts";
import { InsufficientInputAmountError } from "./InsufficientInputAmountError.ts";
import { InsufficientReservesError } from "./InsufficientReservesError.ts";
import { InvalidCurrencyError } from "./InvalidCurrencyError.ts";
import { Pair } from "./Pair.ts";
import { Token } from "./Token.ts";

const PAIR_ADDRESS = "0x0000000000000000000000000000000000000Abc";
const tokenA = new Token(31337, "0x00000000000000000000000000000000000000A1", 18, "A", "Token A");
const tokenB = new Token(31337, "0x00000000000000000000000000000000000000b2", 6, "B", "Token B");
const tokenC = new Token(31337, "0x00000000000000000000000000000000000000C3", 18, "C", "Token C");
const amount = (token: Token, raw: bigint) => CurrencyAmount.fromRawAmount(token, raw);
const pairOf = (reserveA: bigint, reserveB: bigint) =>
  new Pair(amount(tokenB, reserveB), amount(tokenA, reserveA), PAIR_ADDRESS);

describe("Pair.getAddress", () => {
  it("derives PancakeSwap's WBNB-BUSD pair from its factory and init code hash, in either token order", () => {
    const wbnb = new Token(56, "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c", 18, "WBNB", "Wrapped BNB");
    const busd = new Token(56, "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56", 18, "BUSD", "Binance USD");
    const deployment = {
      factory: "0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73",
      initCodeHash: "0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5",
    } as const;
    expect(Pair.getAddress(wbnb, busd, deployment)).toBe("0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16");
    expect(Pair.getAddress(busd, wbnb, deployment)).toBe("0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16");
  });

  it("gives each deployment its own addresses, though it remembers those it computed", () => {
    const deployment = {
      factory: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      initCodeHash: "0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5",
    } as const;
    const otherFactory = { ...deployment, factory: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512" } as const;
    const otherCode = { ...deployment, initCodeHash: `0x${"11".repeat(32)}` } as const;
    const address = Pair.getAddress(tokenA, tokenB, deployment);
    expect(Pair.getAddress(tokenB, tokenA, deployment)).toBe(address);
    expect(Pair.getAddress(tokenA, tokenB, otherFactory)).not.toBe(address);
    expect(Pair.getAddress(tokenA, tokenB, otherCode)).not.toBe(address);
    expect(Pair.getAddress(tokenA, tokenB, otherCode)).not.toBe(
      Pair.getAddress(tokenA, tokenB, otherFactory),
    );
  });
});

describe("Pair", () => {
  it("orders its tokens as the factory does and knows its reserves and prices", () => {
    const pair = pairOf(2n * 10n ** 18n, 600n * 10n ** 6n);
    expect(pair.token0).toBe(tokenA);
    expect(pair.token1).toBe(tokenB);
    expect(pair.reserveOf(tokenB).quotient).toBe(600n * 10n ** 6n);
    expect(pair.token0Price.toSignificant()).toBe("300");
    expect(pair.priceOf(tokenB).toSignificant()).toBe("0.00333333");
    expect(pair.involvesToken(tokenC)).toBe(false);
    expect(() => pair.reserveOf(tokenC)).toThrow(InvalidCurrencyError);
    expect(pair.chainId).toBe(31337);
    expect(pair.liquidityToken.address).toBe(pair.address);
    expect(pair.liquidityToken.symbol).toBe("Griddle-LP");
  });

  it("refuses a pair of a token with itself", () => {
    expect(() => new Pair(amount(tokenA, 1n), amount(tokenA, 1n), PAIR_ADDRESS)).toThrow(
      InvalidCurrencyError,
    );
  });

  it("pays out with the 0.25% fee and returns the pair after the swap", () => {
    const pair = pairOf(10_000n, 10_000n);
    const [output, after] = pair.getOutputAmount(amount(tokenA, 1000n));
    expect(output.currency).toBe(tokenB);
    expect(output.quotient).toBe(907n);
    expect([after.reserve0.quotient, after.reserve1.quotient]).toEqual([11_000n, 9_093n]);
    expect(after.address).toBe(pair.address);
  });

  it("asks the input that pays a given output", () => {
    const [input, after] = pairOf(10_000n, 10_000n).getInputAmount(amount(tokenB, 907n));
    expect(input.currency).toBe(tokenA);
    expect(input.quotient).toBe(1000n);
    expect([after.reserve0.quotient, after.reserve1.quotient]).toEqual([11_000n, 9_093n]);
  });

  it("throws typed errors for swaps that cannot happen", () => {
    expect(() => pairOf(10_000n, 10_000n).getOutputAmount(amount(tokenA, 1n))).toThrow(
      InsufficientInputAmountError,
    );
    expect(() => pairOf(0n, 10_000n).getOutputAmount(amount(tokenA, 1000n))).toThrow(
      InsufficientReservesError,
    );
    expect(() => pairOf(10_000n, 10_000n).getInputAmount(amount(tokenB, 10_000n))).toThrow(
      InsufficientReservesError,
    );
    expect(() => pairOf(10_000n, 10_000n).getOutputAmount(amount(tokenC, 1000n))).toThrow(
      InvalidCurrencyError,
    );
  });

  it("mints sqrt(k) less the locked minimum first, then the smaller proportional share", () => {
    const empty = pairOf(0n, 0n);
    const noSupply = amount(empty.liquidityToken, 0n);
    const first = empty.getLiquidityMinted(
      noSupply,
      amount(tokenA, 3n * 10n ** 18n),
      amount(tokenB, 12n * 10n ** 6n),
    );
    expect(first.quotient).toBe(6_000_000_000_000n - 1000n);
    expect(() => empty.getLiquidityMinted(noSupply, amount(tokenA, 1000n), amount(tokenB, 1000n))).toThrow(
      InsufficientInputAmountError,
    );

    const pair = pairOf(1000n, 2000n);
    const supply = amount(pair.liquidityToken, 500n);
    expect(pair.getLiquidityMinted(supply, amount(tokenB, 400n), amount(tokenA, 100n)).quotient).toBe(50n);
    expect(() =>
      pair.getLiquidityMinted(amount(tokenA, 500n), amount(tokenB, 400n), amount(tokenA, 100n)),
    ).toThrow(InvalidCurrencyError);
  });

  it("values liquidity pro rata, after the protocol's 8/25 of the growth in sqrt(k) when the fee is on", () => {
    const pair = pairOf(1_210_000n, 1_210_000n);
    const supply = amount(pair.liquidityToken, 1_000_000n);
    const liquidity = amount(pair.liquidityToken, 100_000n);
    expect(pair.getLiquidityValue(tokenA, supply, liquidity).quotient).toBe(121_000n);
    // sqrt(k) grew from 1,000,000 to 1,210,000: the protocol is minted
    // 1e6·210000·8 / (17·1210000 + 8·1000000) = 58802 first, leaving 100000·1210000 / 1058802.
    expect(pair.getLiquidityValue(tokenA, supply, liquidity, true, 10n ** 12n).quotient).toBe(114_280n);
    expect(pair.getLiquidityValue(tokenA, supply, liquidity, true, 0n).quotient).toBe(121_000n);
    expect(() => pair.getLiquidityValue(tokenC, supply, liquidity)).toThrow(InvalidCurrencyError);
  });
});

describe("Pair.getSupplyAfterProtocolFee", () => {
  const E18 = 10n ** 18n;
  // 4,000 A : 1,000 C (both 18 decimals), so √k = 2,000e18; kLast = (1,900e18)² was recorded at the last mint.
  const pair = new Pair(amount(tokenA, 4_000n * E18), amount(tokenC, 1_000n * E18), PAIR_ADDRESS);
  const totalSupply = amount(pair.liquidityToken, 49_200n * E18);
  const kLast = (1_900n * E18) ** 2n;

  it("adds the protocol's 8/25 of the growth in √k, as the pair's _mintFee mints it", () => {
    // 49,200 · (2,000 − 1,900) · 8 / (2,000 · 17 + 1,900 · 8) = 800 LP tokens.
    const supply = pair.getSupplyAfterProtocolFee(totalSupply, true, kLast);
    expect(supply.quotient).toBe(50_000n * E18);
    expect(supply.currency).toBe(pair.liquidityToken);
  });

  it("rounds the protocol's mint down", () => {
    // 61 more LP tokens add 61 · 800 / 49,200 ≈ 0.99 to the fee mint, which rounds away.
    const supply = pair.getSupplyAfterProtocolFee(
      totalSupply.add(amount(pair.liquidityToken, 61n)),
      true,
      kLast,
    );
    expect(supply.quotient).toBe(50_000n * E18 + 61n);
  });

  it("leaves the supply alone with the fee off, no kLast or no growth", () => {
    expect(pair.getSupplyAfterProtocolFee(totalSupply, false, kLast)).toBe(totalSupply);
    expect(pair.getSupplyAfterProtocolFee(totalSupply, true, 0n)).toBe(totalSupply);
    expect(pair.getSupplyAfterProtocolFee(totalSupply, true, undefined)).toBe(totalSupply);
    expect(pair.getSupplyAfterProtocolFee(totalSupply, true, (2_000n * E18) ** 2n)).toBe(totalSupply);
  });

  it("refuses a supply of another token", () => {
    expect(() => pair.getSupplyAfterProtocolFee(amount(tokenA, 1n), true, kLast)).toThrow(
      InvalidCurrencyError,
    );
  });
});
