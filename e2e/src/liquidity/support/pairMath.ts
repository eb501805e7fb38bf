// The pair's own arithmetic (contracts/src/amm/GriddlePair.sol), written out independently of the
// app's SDK: the reference every amount the app shows or sends is checked against.

/** Integer square root, rounding down (Babylonian method, as Math.sqrt in the pair). */
export function sqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = value;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + value / x) / 2n;
  }
  return x;
}

export interface PairSnapshot {
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  readonly totalSupply: bigint;
  readonly kLast: bigint;
  readonly feeOn: boolean;
}

/** The LP supply once the pair has minted the protocol its 8/25 of the fee growth since kLast. */
export function supplyAfterProtocolFee({
  reserve0,
  reserve1,
  totalSupply,
  kLast,
  feeOn,
}: PairSnapshot): bigint {
  if (!feeOn || kLast === 0n) return totalSupply;
  const rootK = sqrt(reserve0 * reserve1);
  const rootKLast = sqrt(kLast);
  if (rootK <= rootKLast) return totalSupply;
  return totalSupply + (totalSupply * (rootK - rootKLast) * 8n) / (rootK * 17n + rootKLast * 8n);
}

/** LP tokens a deposit of `amount0` and `amount1` mints. */
export function liquidityMinted(pair: PairSnapshot, amount0: bigint, amount1: bigint): bigint {
  if (pair.totalSupply === 0n) return sqrt(amount0 * amount1) - 1000n;
  const supply = supplyAfterProtocolFee(pair);
  const liquidity0 = (amount0 * supply) / pair.reserve0;
  const liquidity1 = (amount1 * supply) / pair.reserve1;
  return liquidity0 < liquidity1 ? liquidity0 : liquidity1;
}

/** What burning `liquidity` pays out of each reserve. */
export function burnAmounts(pair: PairSnapshot, liquidity: bigint): { amount0: bigint; amount1: bigint } {
  const supply = supplyAfterProtocolFee(pair);
  return { amount0: (liquidity * pair.reserve0) / supply, amount1: (liquidity * pair.reserve1) / supply };
}

/** The router's quote: `amountA` of a reserve worth in the other reserve. */
export function quote(amountA: bigint, reserveA: bigint, reserveB: bigint): bigint {
  return (amountA * reserveB) / reserveA;
}

/**
 * What the router's addLiquidity takes of the desired amounts (GriddleRouter._addLiquidity): B fitted
 * to A at the pool price when B covers it, else A fitted to B. For addLiquidityETH A is the token:
 * BNB quoted from a typed BNB amount can come back a few wei short, and the router refunds them.
 */
export function addLiquidityAmounts(
  desiredA: bigint,
  desiredB: bigint,
  reserveA: bigint,
  reserveB: bigint,
): { amountA: bigint; amountB: bigint } {
  if (reserveA === 0n && reserveB === 0n) return { amountA: desiredA, amountB: desiredB };
  const optimalB = quote(desiredA, reserveA, reserveB);
  if (optimalB <= desiredB) return { amountA: desiredA, amountB: optimalB };
  return { amountA: quote(desiredB, reserveB, reserveA), amountB: desiredB };
}
