import { uintAt, uintOrNull } from "../../../../shared/chain/index.ts";

/** A farm's pair and MasterChef pool at one block, raw units. */
export interface FarmChainState {
  /** LP held by MasterChef. */
  readonly lpStaked: bigint;
  readonly lpTotalSupply: bigint;
  /** The pair's balances of its two tokens. */
  readonly tokenBalanceLp: bigint;
  readonly quoteTokenBalanceLp: bigint;
  readonly allocPoint: bigint;
}

const POOL_INFO_ALLOC_POINT = 1;

/**
 * Reads back the results of farmPublicCalls for one farm. Null when any of them did not answer: a
 * farm without its amounts or allocation cannot be valued or placed as live or finished.
 */
export function parseFarmPublicReads(results: readonly unknown[]): FarmChainState | null {
  const [lpStaked, lpTotalSupply, tokenBalanceLp, quoteTokenBalanceLp, poolInfo] = results;
  const state = {
    lpStaked: uintOrNull(lpStaked),
    lpTotalSupply: uintOrNull(lpTotalSupply),
    tokenBalanceLp: uintOrNull(tokenBalanceLp),
    quoteTokenBalanceLp: uintOrNull(quoteTokenBalanceLp),
    allocPoint: uintAt(poolInfo, POOL_INFO_ALLOC_POINT),
  };
  if (
    state.lpStaked === null ||
    state.lpTotalSupply === null ||
    state.tokenBalanceLp === null ||
    state.quoteTokenBalanceLp === null ||
    state.allocPoint === null
  ) {
    return null;
  }
  return {
    lpStaked: state.lpStaked,
    lpTotalSupply: state.lpTotalSupply,
    tokenBalanceLp: state.tokenBalanceLp,
    quoteTokenBalanceLp: state.quoteTokenBalanceLp,
    allocPoint: state.allocPoint,
  };
}
