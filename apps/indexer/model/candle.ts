/** A price's open, high, low and close within one hour or day. */
export interface Candle {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

/**
 * The bucket's candle after a new price: a bucket's first price opens it (`previousClose`, the
 * price before the bucket, when there was one, so candles join up), later ones move high, low and close.
 */
export function addToCandle(candle: Candle | null, price: number, previousClose: number | null): Candle {
  if (candle === null) {
    const open = previousClose ?? price;
    return { open, high: Math.max(open, price), low: Math.min(open, price), close: price };
  }
  return {
    open: candle.open,
    high: Math.max(candle.high, price),
    low: Math.min(candle.low, price),
    close: price,
  };
}
