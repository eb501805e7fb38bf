import { IndexerRequestError } from "../../../../../shared/indexer/index.ts";

export interface UserLotteryRound {
  readonly lotteryId: bigint;
  /** Seconds. */
  readonly endTime: number;
  readonly status: string;
  readonly totalTickets: number;
  readonly claimed: boolean;
  /** CAKE collected in the round (prizes or refunds), in wei. */
  readonly claimedCake: bigint;
}

export interface UserLotteryHistory {
  readonly totalTickets: number;
  readonly totalCake: bigint;
  readonly rounds: readonly UserLotteryRound[];
  /** The cursor of the page after these rounds; null when they are the oldest. */
  readonly nextCursor: string | null;
}

/** The spec's empty record: an account that never played (or an indexer that failed) has no rounds. */
export const EMPTY_USER_LOTTERY_HISTORY: UserLotteryHistory = {
  totalTickets: 0,
  totalCake: 0n,
  rounds: [],
  nextCursor: null,
};

const record = (value: unknown): Record<string, unknown> => {
  if (typeof value !== "object" || value === null)
    throw new IndexerRequestError("The indexer answered in another shape");
  return value as Record<string, unknown>;
};

/** The query's `data`: the player's totals and rounds; the empty record for a player never indexed. */
export function parseUserLotteryHistory(data: unknown): UserLotteryHistory {
  const user = record(data).lotteryUser;
  if (user === null || user === undefined) return EMPTY_USER_LOTTERY_HISTORY;
  const fields = record(user);
  const page = record(fields.rounds);
  const { items } = page;
  if (!Array.isArray(items)) throw new IndexerRequestError("The indexer answered in another shape");
  const pageInfo = record(page.pageInfo);
  return {
    totalTickets: Number(fields.totalTickets),
    totalCake: BigInt(String(fields.totalCake)),
    rounds: items.map((item) => {
      const round = record(item);
      const lottery = record(round.lottery);
      return {
        lotteryId: BigInt(String(lottery.id)),
        endTime: Number(lottery.endTime),
        status: String(lottery.status),
        totalTickets: Number(round.totalTickets),
        claimed: round.claimed === true,
        claimedCake: BigInt(String(round.claimedCake)),
      };
    }),
    nextCursor:
      pageInfo.hasNextPage === true && typeof pageInfo.endCursor === "string" ? pageInfo.endCursor : null,
  };
}
