/** One swap of the market trader: BNB in for USD out, or USD in for BNB out. */
export type MarketTrade =
  | { readonly side: "sell-bnb"; readonly bnbIn: bigint }
  | { readonly side: "buy-bnb"; readonly usdIn: bigint };

export interface MarketTradeInputs {
  /** Uniform random numbers in [0, 1): one picks the side, one the size. */
  readonly sideRoll: number;
  readonly sizeRoll: number;
  /** The pair's reserves now, in the tokens' smallest units. */
  readonly wbnbReserve: bigint;
  readonly usdReserve: bigint;
  /** usdReserve / wbnbReserve when the trader started: the price it pulls back toward. */
  readonly referencePrice: number;
  /** What it may spend: its BNB less what it keeps for gas, and its USD tokens. */
  readonly spendableBnb: bigint;
  readonly usdBalance: bigint;
}

/** Trades are 0.05% to 0.2% of the pair's WBNB, so each moves the price by about 0.1% to 0.4%. */
const MIN_TRADE_SHARE_PPM = 500;
const MAX_TRADE_SHARE_PPM = 2_000;
/** How strongly the side leans back toward the reference: 1% above it gives a 70% chance of selling BNB. */
const REVERSION_PER_DRIFT = 20;
/** Neither side is ever certain within the band, so the price keeps moving both ways. */
const MIN_SIDE_CHANCE = 0.05;
/** Past 3% from the reference the trader only trades back. */
const MAX_DRIFT = 0.03;

/**
 * A small random swap that moves the BNB price both ways without drifting far: the chance of
 * selling BNB (pushing its price down) grows with how far the price is above the reference, and the
 * other way round. A side it cannot afford gives way to the other, except past the drift bound,
 * where a trade the wrong way would only push the price further out; then it does not trade.
 */
export function chooseMarketTrade(inputs: MarketTradeInputs): MarketTrade | undefined {
  const { wbnbReserve, usdReserve } = inputs;
  if (wbnbReserve === 0n || usdReserve === 0n) return undefined;
  const drift = Number(usdReserve) / Number(wbnbReserve) / inputs.referencePrice - 1;
  const outOfBand = Math.abs(drift) >= MAX_DRIFT;
  const sellChance = outOfBand
    ? drift > 0
      ? 1
      : 0
    : Math.min(1 - MIN_SIDE_CHANCE, Math.max(MIN_SIDE_CHANCE, 0.5 + drift * REVERSION_PER_DRIFT));

  const sharePpm = Math.round(
    MIN_TRADE_SHARE_PPM + inputs.sizeRoll * (MAX_TRADE_SHARE_PPM - MIN_TRADE_SHARE_PPM),
  );
  const bnbAmount = (wbnbReserve * BigInt(sharePpm)) / 1_000_000n;
  const usdAmount = (bnbAmount * usdReserve) / wbnbReserve;
  const sell: MarketTrade | undefined =
    bnbAmount > 0n && bnbAmount <= inputs.spendableBnb ? { side: "sell-bnb", bnbIn: bnbAmount } : undefined;
  const buy: MarketTrade | undefined =
    usdAmount > 0n && usdAmount <= inputs.usdBalance ? { side: "buy-bnb", usdIn: usdAmount } : undefined;

  const [preferred, other] = inputs.sideRoll < sellChance ? [sell, buy] : [buy, sell];
  return preferred ?? (outOfBand ? undefined : other);
}
