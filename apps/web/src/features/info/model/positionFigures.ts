/** An LP position as the indexer keeps it (apps/indexer/model/lpPosition.ts), with its pair now. */
export interface PositionInputs {
  readonly balance: bigint;
  /** Σ units × liquidity per unit when received (sqrt(k) units). */
  readonly entryLiquidity: number;
  readonly deposited0: bigint;
  readonly deposited1: bigint;
  readonly realizedFeesUsd: number;
  /** The pair now: sqrt(k) per LP unit, sqrt(k) and the raw reserves it was taken from. */
  readonly liquidityPerLp: number;
  readonly sqrtK: number;
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  /** The tokens' USD prices now, per raw unit (price / 10^decimals). */
  readonly price0PerRaw: number;
  readonly price1PerRaw: number;
}

export interface PositionFigures {
  /** What the held units are worth now. */
  readonly valueUsd: number;
  /** Fees earned since each deposit: those still in the units plus those taken out with units sent away. */
  readonly feesEarnedUsd: number;
  /** The deposit's tokens held instead, at today's prices. */
  readonly holdValueUsd: number;
  /** Impermanent loss: the held units without their fees against holding, in USD (negative is a loss) and percent. */
  readonly impermanentLossUsd: number;
  readonly impermanentLossPercent: number | null;
}

/**
 * The position's figures now. Its units stand for balance × g of the pair's sqrt(k) now, of which
 * the entry liquidity was there at deposit: the rest is fees. A unit of sqrt(k) is worth the reserves
 * at today's token prices over sqrt(k) (the same prices as the holding it is compared with). Without fees the position would hold its entry liquidity, which at today's price is
 * compared with the deposited tokens held instead.
 */
export function positionFigures(inputs: PositionInputs): PositionFigures {
  const reservesUsd =
    Number(inputs.reserve0) * inputs.price0PerRaw + Number(inputs.reserve1) * inputs.price1PerRaw;
  const usdPerLiquidity = inputs.sqrtK > 0 ? reservesUsd / inputs.sqrtK : 0;
  const liquidityNow = Number(inputs.balance) * inputs.liquidityPerLp;
  const valueUsd = liquidityNow * usdPerLiquidity;
  const withoutFeesUsd = inputs.entryLiquidity * usdPerLiquidity;
  const holdValueUsd =
    Number(inputs.deposited0) * inputs.price0PerRaw + Number(inputs.deposited1) * inputs.price1PerRaw;
  return {
    valueUsd,
    feesEarnedUsd: valueUsd - withoutFeesUsd + inputs.realizedFeesUsd,
    holdValueUsd,
    impermanentLossUsd: withoutFeesUsd - holdValueUsd,
    impermanentLossPercent: holdValueUsd > 0 ? (withoutFeesUsd / holdValueUsd - 1) * 100 : null,
  };
}
