import { useMemo } from "react";
import type { Address } from "viem";
import { useAppChainConfig } from "../../../shared/chain/index.ts";
import type { LotteryRound, LotteryTicket } from "../model/LotteryRound.ts";
import { useLotteryRounds } from "./useLotteryRounds.ts";
import { useLotteryState } from "./useLotteryState.ts";

export interface LiveLottery {
  /** False on a chain without the lottery. */
  readonly available: boolean;
  readonly lottery: Address | undefined;
  readonly currentLotteryId: bigint | undefined;
  readonly maxTicketsPerBuyOrClaim: number | undefined;
  /** Undefined while loading; null before the first round or when its read failed. */
  readonly round: LotteryRound | null | undefined;
  /** The account's tickets in the live round; undefined without an account or while loading. */
  readonly tickets: readonly LotteryTicket[] | undefined;
  readonly error: Error | null;
}

/** The live round and the account's tickets in it, read every block (spec 001 sections 3 and 7). */
export function useLiveLottery(account: Address | undefined): LiveLottery {
  const lottery = useAppChainConfig().contracts.lottery;
  const state = useLotteryState(lottery);
  const { currentLotteryId } = state;
  const ids = useMemo(
    () => (currentLotteryId === undefined || currentLotteryId === 0n ? [] : [currentLotteryId]),
    [currentLotteryId],
  );
  const { rounds, error } = useLotteryRounds(lottery, ids, account);
  const live = rounds?.[0];
  return {
    available: lottery !== undefined,
    lottery,
    currentLotteryId,
    maxTicketsPerBuyOrClaim: state.maxTicketsPerBuyOrClaim,
    round: currentLotteryId === 0n ? null : rounds === undefined ? undefined : (live?.round ?? null),
    tickets: live?.tickets,
    error: state.error ?? error,
  };
}
