import { useMemo, useState } from "react";
import type { Address } from "viem";
import { splitByLengths, useChainReads } from "../../../shared/chain/index.ts";
import type { LotteryRound, LotteryTicket } from "../model/LotteryRound.ts";
import { parseLotteryRound, type ViewLotteryResult } from "../model/parseLotteryRound.ts";
import {
  lotteryRoundCalls,
  USER_TICKETS_PAGE_SIZE,
  type LotteryRoundRead,
} from "./model/lotteryReadCalls.ts";
import { parseUserTickets, type UserInfoResult } from "./model/parseUserTickets.ts";
import { ticketPageCursors } from "./model/ticketPageCursors.ts";

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

/** Ticket page cursors per account and round ("account:lotteryId"), beyond the first page's 0. */
type CursorBook = Readonly<Record<string, readonly bigint[]>>;

const FIRST_PAGE_ONLY: readonly bigint[] = [0n];

const sameCursors = (a: readonly bigint[], b: readonly bigint[]) =>
  a.length === b.length && a.every((cursor, index) => cursor === b[index]);

/**
 * Rounds `lotteryIds` and the account's tickets in each, read every block in the page's one batch
 * (spec 001 section 7: viewLottery and viewUserInfoForLotteryId). A failed round reads as null, so
 * one bad round does not hide the others (section 4: multicall for rounds tolerates failure). An
 * account with a full page of tickets in a round has its next page read in the following batch, and so
 * on until a page comes back short: the cursors found are kept, and read every block with the rest.
 */
export function useLotteryRounds(
  lottery: Address | undefined,
  lotteryIds: readonly bigint[],
  account: Address | undefined,
): LotteryRoundsState {
  const [cursorBook, setCursorBook] = useState<CursorBook>({});
  const reads = useMemo(
    (): LotteryRoundRead[] =>
      lotteryIds.map((lotteryId) => ({
        lotteryId,
        ticketCursors:
          account === undefined ? [] : (cursorBook[`${account}:${lotteryId}`] ?? FIRST_PAGE_ONLY),
      })),
    [lotteryIds, account, cursorBook],
  );
  const calls = useMemo(
    () => (lottery ? lotteryRoundCalls(lottery, reads, account) : []),
    [lottery, reads, account],
  );
  const { data, error, refetch } = useChainReads(calls, { enabled: calls.length > 0 });

  const parsed = useMemo(() => {
    if (calls.length === 0 || data === undefined || data.length !== calls.length) return undefined;
    return splitByLengths(
      data,
      reads.map(({ ticketCursors }) => ({ length: 1 + ticketCursors.length })),
    ).map(([view, ...pages], index) => {
      const read = reads[index];
      const ticketPages = pages as readonly (UserInfoResult | null)[];
      return {
        read,
        nextCursors: ticketPageCursors(ticketPages, USER_TICKETS_PAGE_SIZE),
        data: {
          round: parseLotteryRound(read?.lotteryId ?? 0n, (view ?? null) as ViewLotteryResult | null),
          tickets: account === undefined ? undefined : parseUserTickets(ticketPages),
        },
      };
    });
  }, [calls, data, reads, account]);

  // Adjusting state while rendering (react.dev 'You Might Not Need an Effect'): the pages just read
  // name the pages still to read, which join the next batch.
  if (account !== undefined && parsed !== undefined) {
    const changed = parsed.filter(
      ({ read, nextCursors }) => read !== undefined && !sameCursors(read.ticketCursors, nextCursors),
    );
    if (changed.length > 0) {
      setCursorBook((book) => {
        const next = { ...book };
        for (const { read, nextCursors } of changed)
          if (read) next[`${account}:${read.lotteryId}`] = nextCursors;
        return next;
      });
    }
  }

  const rounds =
    calls.length === 0 ? (lotteryIds.length === 0 ? [] : undefined) : parsed?.map(({ data }) => data);
  return { rounds, error, refetch };
}
