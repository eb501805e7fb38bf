/**
 * An account's LP units in one pair and what they are measured against. Fees earned since each
 * deposit follow from the pair's liquidity per LP unit g (see computeLiquidityPerLp.ts): units
 * received when g was g₀ stood for units × g₀ of liquidity (sqrt(k) units), and stand for units × g
 * now; the difference is the LPs' share of the fees. Several deposits add up their liquidity at entry.
 */
export interface LpPosition {
  /** LP units held, raw. */
  readonly balance: bigint;
  /** Σ units × g at the moment each was received, for the units still held. */
  readonly entryLiquidity: number;
  /** The token amounts the held units were deposited with (the "hold" side of impermanent loss), raw. */
  readonly deposited0: bigint;
  readonly deposited1: bigint;
  /** Fees taken out with units sent away (withdrawn or transferred), raw token amounts and USD then. */
  readonly realizedFees0: number;
  readonly realizedFees1: number;
  readonly realizedFeesUSD: number;
}

export const EMPTY_LP_POSITION: LpPosition = {
  balance: 0n,
  entryLiquidity: 0,
  deposited0: 0n,
  deposited1: 0n,
  realizedFees0: 0,
  realizedFees1: 0,
  realizedFeesUSD: 0,
};

/** The pair as units move, before the transaction changes its reserves. */
export interface PairAtTransfer {
  /** Liquidity per LP unit (computeLiquidityPerLp). */
  readonly liquidityPerLp: number;
  readonly sqrtK: number;
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  readonly reserveUSD: number;
}

/** The share of a raw amount that `part` of `whole` units carry, rounded down like the pair does. */
function proRata(amount: bigint, part: bigint, whole: bigint): bigint {
  return whole === 0n ? 0n : (amount * part) / whole;
}

/**
 * Units received at g. A deposit's token amounts come with its Mint event (`addDeposit`); units
 * received by transfer carry their current underlying tokens as their deposit.
 */
export function receiveLp(
  position: LpPosition,
  units: bigint,
  pair: PairAtTransfer,
  byTransfer: boolean,
): LpPosition {
  const liquidity = Number(units) * pair.liquidityPerLp;
  const share = pair.sqrtK > 0 ? liquidity / pair.sqrtK : 0;
  return {
    ...position,
    balance: position.balance + units,
    entryLiquidity: position.entryLiquidity + liquidity,
    deposited0: position.deposited0 + (byTransfer ? BigInt(Math.floor(Number(pair.reserve0) * share)) : 0n),
    deposited1: position.deposited1 + (byTransfer ? BigInt(Math.floor(Number(pair.reserve1) * share)) : 0n),
  };
}

/** The token amounts a Mint event says the position's latest units were deposited with. */
export function addDeposit(position: LpPosition, amount0: bigint, amount1: bigint): LpPosition {
  return {
    ...position,
    deposited0: position.deposited0 + amount0,
    deposited1: position.deposited1 + amount1,
  };
}

/**
 * Units sent away (withdrawn or transferred) at g: they take their pro-rata part of the liquidity at
 * entry and of the deposit, and realize their fees, (units × g − their entry liquidity) in sqrt(k)
 * units, worth that share of the reserves.
 */
export function sendLp(position: LpPosition, units: bigint, pair: PairAtTransfer): LpPosition {
  if (position.balance === 0n) return position;
  const sent = units > position.balance ? position.balance : units;
  const sentEntry = (position.entryLiquidity * Number(sent)) / Number(position.balance);
  const feeLiquidity = Number(sent) * pair.liquidityPerLp - sentEntry;
  const feeShare = pair.sqrtK > 0 ? feeLiquidity / pair.sqrtK : 0;
  return {
    balance: position.balance - sent,
    entryLiquidity: position.entryLiquidity - sentEntry,
    deposited0: position.deposited0 - proRata(position.deposited0, sent, position.balance),
    deposited1: position.deposited1 - proRata(position.deposited1, sent, position.balance),
    realizedFees0: position.realizedFees0 + Number(pair.reserve0) * feeShare,
    realizedFees1: position.realizedFees1 + Number(pair.reserve1) * feeShare,
    realizedFeesUSD: position.realizedFeesUSD + pair.reserveUSD * feeShare,
  };
}
