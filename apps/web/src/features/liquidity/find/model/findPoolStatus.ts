import type { CurrencyAmount, Pair, Token } from "@griddle/sdk";
import { PairState } from "../../../pairs/index.ts";

/** What the Import Pool page tells the user about the two tokens they picked. */
export const FindPoolStatus = {
  /** A visitor: there are no LP tokens to look for. */
  CONNECT: "CONNECT",
  SELECT: "SELECT",
  LOADING: "LOADING",
  INVALID: "INVALID",
  /** No pair, or a pair that holds nothing: it can be created (or refilled) from /add. */
  NO_POOL: "NO_POOL",
  NO_POSITION: "NO_POSITION",
  /** 'Pool Found!': the account holds LP tokens of the pair. */
  FOUND: "FOUND",
} as const;
export type FindPoolStatus = (typeof FindPoolStatus)[keyof typeof FindPoolStatus];

export interface FindPoolInput {
  readonly connected: boolean;
  readonly bothSelected: boolean;
  readonly pairState: PairState;
  readonly pair: Pair | null;
  /** The account's LP balance of the pair; undefined while it loads. */
  readonly balance: CurrencyAmount<Token> | undefined;
}

/** The Import Pool page's state, as PancakeSwap's pool finder decides it. */
export function findPoolStatus({
  connected,
  bothSelected,
  pairState,
  pair,
  balance,
}: FindPoolInput): FindPoolStatus {
  if (!connected) return FindPoolStatus.CONNECT;
  if (!bothSelected) return FindPoolStatus.SELECT;
  if (pairState === PairState.INVALID) return FindPoolStatus.INVALID;
  if (pairState === PairState.LOADING) return FindPoolStatus.LOADING;
  if (pairState === PairState.NOT_EXISTS || !pair) return FindPoolStatus.NO_POOL;
  if (balance === undefined) return FindPoolStatus.LOADING;
  if (balance.quotient > 0n) return FindPoolStatus.FOUND;
  return pair.reserve0.quotient === 0n && pair.reserve1.quotient === 0n
    ? FindPoolStatus.NO_POOL
    : FindPoolStatus.NO_POSITION;
}
