import { encodePacked, getAddress, getCreate2Address, keccak256, type Address, type Hex } from "viem";
import { MINIMUM_LIQUIDITY } from "./constants.ts";
import { CurrencyAmount } from "./CurrencyAmount.ts";
import { InsufficientInputAmountError } from "./InsufficientInputAmountError.ts";
import { InsufficientReservesError } from "./InsufficientReservesError.ts";
import { InvalidCurrencyError } from "./InvalidCurrencyError.ts";
import { Price } from "./Price.ts";
import { sqrt } from "./sqrt.ts";
import { swapInputAmount, swapOutputAmount } from "./swapAmounts.ts";
import { Token } from "./Token.ts";

/** Where a chain's pairs come from: the factory and the keccak256 of the pair creation code. */
export interface PairDeployment {
  readonly factory: Address;
  readonly initCodeHash: Hex;
}

// The pair mints the protocol 8/25 of the growth in √k (0.08% of the 0.25% fee): s·Δ√k·8 / (17·√k + 8·√kLast).
const PROTOCOL_FEE_SHARE = 8n;
const LP_FEE_SHARE = 17n;

/**
 * CREATE2 addresses already computed, by factory, init code hash and sorted token addresses. Each
 * costs three keccak256 hashes, and an app asks for the same few dozen pairs on every block and
 * render (as the Uniswap SDK, it keeps them for the page's life: their number is bounded by the
 * token pairs the user meets).
 */
const pairAddressCache = new Map<string, Address>();

/** A constant-product pool of two tokens at given reserves, with the 0.25% swap fee. */
export class Pair {
  readonly address: Address;
  readonly token0: Token;
  readonly token1: Token;
  readonly reserve0: CurrencyAmount<Token>;
  readonly reserve1: CurrencyAmount<Token>;
  #liquidityToken: Token | undefined;

  /** The pair's CREATE2 address from the factory, the sorted tokens and the init code hash. */
  static getAddress(tokenA: Token, tokenB: Token, deployment: PairDeployment): Address {
    const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
    const key = `${deployment.factory}:${deployment.initCodeHash}:${token0.address}:${token1.address}`;
    let address = pairAddressCache.get(key);
    if (address === undefined) {
      address = getCreate2Address({
        from: deployment.factory,
        salt: keccak256(encodePacked(["address", "address"], [token0.address, token1.address])),
        bytecodeHash: deployment.initCodeHash,
      });
      pairAddressCache.set(key, address);
    }
    return address;
  }

  constructor(amountA: CurrencyAmount<Token>, amountB: CurrencyAmount<Token>, address: Address) {
    const [amount0, amount1] = amountA.currency.sortsBefore(amountB.currency)
      ? [amountA, amountB]
      : [amountB, amountA];
    if (amount0.currency.chainId !== amount1.currency.chainId || amount0.currency.equals(amount1.currency)) {
      throw new InvalidCurrencyError();
    }
    this.address = getAddress(address);
    this.token0 = amount0.currency;
    this.token1 = amount1.currency;
    this.reserve0 = amount0;
    this.reserve1 = amount1;
  }

  /** The pair's LP token, built on first use: swaps make many short-lived pairs that never need it. */
  get liquidityToken(): Token {
    this.#liquidityToken ??= new Token(this.chainId, this.address, 18, "Griddle-LP", "Griddle LPs");
    return this.#liquidityToken;
  }

  get chainId(): number {
    return this.token0.chainId;
  }

  involvesToken(token: Token): boolean {
    return token.equals(this.token0) || token.equals(this.token1);
  }

  /** The mid price of token0 in token1: reserve1 / reserve0. */
  get token0Price(): Price<Token, Token> {
    return new Price(this.token0, this.token1, this.reserve0.quotient, this.reserve1.quotient);
  }

  /** The mid price of token1 in token0: reserve0 / reserve1. */
  get token1Price(): Price<Token, Token> {
    return new Price(this.token1, this.token0, this.reserve1.quotient, this.reserve0.quotient);
  }

  /** The mid price of `token` in the pair's other token. */
  priceOf(token: Token): Price<Token, Token> {
    if (!this.involvesToken(token)) throw new InvalidCurrencyError();
    return token.equals(this.token0) ? this.token0Price : this.token1Price;
  }

  reserveOf(token: Token): CurrencyAmount<Token> {
    if (!this.involvesToken(token)) throw new InvalidCurrencyError();
    return token.equals(this.token0) ? this.reserve0 : this.reserve1;
  }

  /** What a swap of `inputAmount` pays out, and the pair after the swap. */
  getOutputAmount(inputAmount: CurrencyAmount<Token>): [CurrencyAmount<Token>, Pair] {
    const outputAmount = swapOutputAmount(this, inputAmount);
    return [outputAmount, this.#afterSwap(inputAmount, outputAmount)];
  }

  /** What a swap must put in to get `outputAmount` out, and the pair after the swap. */
  getInputAmount(outputAmount: CurrencyAmount<Token>): [CurrencyAmount<Token>, Pair] {
    const inputAmount = swapInputAmount(this, outputAmount);
    return [inputAmount, this.#afterSwap(inputAmount, outputAmount)];
  }

  /** LP tokens a deposit of `amountA` and `amountB` mints, as the pair's mint computes them. */
  getLiquidityMinted(
    totalSupply: CurrencyAmount<Token>,
    amountA: CurrencyAmount<Token>,
    amountB: CurrencyAmount<Token>,
  ): CurrencyAmount<Token> {
    if (!totalSupply.currency.equals(this.liquidityToken)) throw new InvalidCurrencyError();
    const [amount0, amount1] = amountA.currency.sortsBefore(amountB.currency)
      ? [amountA, amountB]
      : [amountB, amountA];
    if (!amount0.currency.equals(this.token0) || !amount1.currency.equals(this.token1)) {
      throw new InvalidCurrencyError();
    }
    let liquidity: bigint;
    if (totalSupply.quotient === 0n) {
      liquidity = sqrt(amount0.quotient * amount1.quotient) - MINIMUM_LIQUIDITY;
    } else {
      const liquidity0 = (amount0.quotient * totalSupply.quotient) / this.reserve0.quotient;
      const liquidity1 = (amount1.quotient * totalSupply.quotient) / this.reserve1.quotient;
      liquidity = liquidity0 <= liquidity1 ? liquidity0 : liquidity1;
    }
    if (liquidity <= 0n) throw new InsufficientInputAmountError();
    return CurrencyAmount.fromRawAmount(this.liquidityToken, liquidity);
  }

  /**
   * How much of `token` burning `liquidity` returns. With the protocol fee on, the pair first mints the
   * protocol its share of the growth since `kLast`, which dilutes every holder: this accounts for it.
   */
  getLiquidityValue(
    token: Token,
    totalSupply: CurrencyAmount<Token>,
    liquidity: CurrencyAmount<Token>,
    feeOn = false,
    kLast?: bigint,
  ): CurrencyAmount<Token> {
    if (!this.involvesToken(token)) throw new InvalidCurrencyError();
    if (
      !totalSupply.currency.equals(this.liquidityToken) ||
      !liquidity.currency.equals(this.liquidityToken)
    ) {
      throw new InvalidCurrencyError();
    }
    if (liquidity.quotient > totalSupply.quotient) throw new InsufficientReservesError();
    if (totalSupply.quotient === 0n) return CurrencyAmount.fromRawAmount(token, 0n);
    const supply = this.getSupplyAfterProtocolFee(totalSupply, feeOn, kLast).quotient;
    return CurrencyAmount.fromRawAmount(
      token,
      (liquidity.quotient * this.reserveOf(token).quotient) / supply,
    );
  }

  /**
   * The LP supply the pair's next mint or burn divides by: with the protocol fee on, it first mints the
   * protocol its share of the growth in √k since `kLast` (the pair's _mintFee), rounded down.
   */
  getSupplyAfterProtocolFee(
    totalSupply: CurrencyAmount<Token>,
    feeOn = false,
    kLast?: bigint,
  ): CurrencyAmount<Token> {
    if (!totalSupply.currency.equals(this.liquidityToken)) throw new InvalidCurrencyError();
    if (!feeOn || kLast === undefined || kLast === 0n) return totalSupply;
    const rootK = sqrt(this.reserve0.quotient * this.reserve1.quotient);
    const rootKLast = sqrt(kLast);
    if (rootK <= rootKLast) return totalSupply;
    const supply = totalSupply.quotient;
    const feeLiquidity =
      (supply * (rootK - rootKLast) * PROTOCOL_FEE_SHARE) /
      (rootK * LP_FEE_SHARE + rootKLast * PROTOCOL_FEE_SHARE);
    return CurrencyAmount.fromRawAmount(totalSupply.currency, supply + feeLiquidity);
  }

  #afterSwap(inputAmount: CurrencyAmount<Token>, outputAmount: CurrencyAmount<Token>): Pair {
    const inputReserve = this.reserveOf(inputAmount.currency);
    const outputReserve = this.reserveOf(outputAmount.currency);
    return new Pair(inputReserve.add(inputAmount), outputReserve.subtract(outputAmount), this.address);
  }
}
