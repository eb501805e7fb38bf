/** A pair's price accumulators and reserves as stored after some block (getReserves and priceXCumulativeLast). */
export interface PairAccumulatorState {
  /** Sum over seconds of reserve1/reserve0 as UQ112x112, wrapping at 2^256. */
  readonly price0CumulativeLast: bigint;
  /** Sum over seconds of reserve0/reserve1 as UQ112x112, wrapping at 2^256. */
  readonly price1CumulativeLast: bigint;
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  /** The 32-bit block timestamp of the pair's last update. */
  readonly blockTimestampLast: number;
}

/** The accumulators at a moment: what the pair's next update at that time would store. */
export interface CumulativePrices {
  readonly price0Cumulative: bigint;
  readonly price1Cumulative: bigint;
}

const UINT32 = 1n << 32n;
const INT32_LIMIT = 1n << 31n;
const UINT256 = 1n << 256n;

/**
 * Uniswap v2's `UniswapV2OracleLibrary.currentCumulativePrices`: the stored accumulators plus the
 * current reserves' price for every second since the pair's last update, as if it were updated at
 * `timestamp`. The pair updates them only on its first trade of a block, with the reserves from
 * before it, so a trade never counts in its own block and one swap moves the average only in
 * proportion to the time its price then stands. Timestamps wrap at 2^32 and the sums at 2^256 as on
 * chain; a pair without reserves has no price to add (as the pair's own update skips it). A
 * timestamp before the last update (a 32-bit difference of 2^31 s or more, which a real chain never
 * gives but a local node's `hardhat_mine` can, by dating a block before its parent) adds nothing.
 */
export function currentCumulativePrices(state: PairAccumulatorState, timestamp: bigint): CumulativePrices {
  let price0Cumulative = state.price0CumulativeLast;
  let price1Cumulative = state.price1CumulativeLast;
  const elapsed = (((timestamp - BigInt(state.blockTimestampLast)) % UINT32) + UINT32) % UINT32;
  if (elapsed > 0n && elapsed < INT32_LIMIT && state.reserve0 !== 0n && state.reserve1 !== 0n) {
    price0Cumulative = (price0Cumulative + ((state.reserve1 << 112n) / state.reserve0) * elapsed) % UINT256;
    price1Cumulative = (price1Cumulative + ((state.reserve0 << 112n) / state.reserve1) * elapsed) % UINT256;
  }
  return { price0Cumulative, price1Cumulative };
}
