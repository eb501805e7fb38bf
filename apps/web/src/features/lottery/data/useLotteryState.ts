import { useMemo } from "react";
import type { Address } from "viem";
import { useChainReads } from "../../../shared/chain/index.ts";
import { lotteryStateCalls } from "./model/lotteryReadCalls.ts";

export interface LotteryState {
  /** Undefined while loading or on a chain without the lottery; 0 before the first round. */
  readonly currentLotteryId: bigint | undefined;
  /** maxNumberTicketsPerBuyOrClaim (100). */
  readonly maxTicketsPerBuyOrClaim: number | undefined;
  readonly error: Error | null;
}

/** The live round's id and the per-transaction ticket cap, read every block with the page's other reads. */
export function useLotteryState(lottery: Address | undefined): LotteryState {
  const calls = useMemo(() => (lottery ? lotteryStateCalls(lottery) : []), [lottery]);
  const { data, error } = useChainReads(calls, { enabled: lottery !== undefined });
  const [currentLotteryId, max] = (data ?? []) as readonly (bigint | null | undefined)[];
  return {
    currentLotteryId: currentLotteryId ?? undefined,
    maxTicketsPerBuyOrClaim: max === undefined || max === null ? undefined : Number(max),
    error,
  };
}
