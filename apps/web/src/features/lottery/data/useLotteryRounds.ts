import { useMemo } from "react";
import type { Address } from "viem";
import { splitByLengths, useChainReads } from "../../../shared/chain/index.ts";
import type { LotteryRound, LotteryTicket } from "../model/LotteryRound.ts";
import { parseLotteryRound, type ViewLotteryResult } from "../model/parseLotteryRound.ts";
import { lotteryRoundCalls } from "./model/lotteryReadCalls.ts";
import { parseUserTickets, type UserInfoResult } from "./model/parseUserTickets.ts";

export interface LotteryRoundData {
  /** Null for a round that does not exist (never started) or whose read failed. */
  readonly round: LotteryRound | null;
  /** The account's tickets, oldest first; undefined without an account. */
  readonly tickets: readonly LotteryTicket[] | undefined;
}

export interface LotteryRoundsState {
  /** One entry per id, in order; undefined until the first answer. */
  readonly rounds: readonly LotteryRoundData[] | undefined;
  readonly error: Error | null;
  readonly refetch: () => void;
}

/**
 * Rounds `lotteryIds` and the account's tickets in each, read every block in the page's one batch
 * (spec 001 section 7: viewLottery and viewUserInfoForLotteryId). A failed round reads as null, so
 * one bad round does not hide the others (section 4: multicall for rounds tolerates failure).
 */
export function useLotteryRounds(
  lottery: Address | undefined,
  lotteryIds: readonly bigint[],
  account: Address | undefined,
): LotteryRoundsState {
  const calls = useMemo(
    () => (lottery ? lotteryRoundCalls(lottery, lotteryIds, account) : []),
    [lottery, lotteryIds, account],
  );
  const { data, error, refetch } = useChainReads(calls, { enabled: calls.length > 0 });
  const rounds = useMemo(() => {
    if (calls.length === 0) return lotteryIds.length === 0 ? [] : undefined;
    if (data === undefined) return undefined;
    const perRound = account === undefined ? 1 : 2;
    return splitByLengths(
      data,
      lotteryIds.map(() => ({ length: perRound })),
    ).map(([view, userInfo], index) => ({
      round: parseLotteryRound(lotteryIds[index] ?? 0n, (view ?? null) as ViewLotteryResult | null),
      tickets:
        account === undefined ? undefined : parseUserTickets((userInfo ?? null) as UserInfoResult | null),
    }));
  }, [calls, data, lotteryIds, account]);
  return { rounds, error, refetch };
}
