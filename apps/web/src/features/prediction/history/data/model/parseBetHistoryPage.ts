import { isAddress, isHex, type Address, type Hex } from "viem";
import { IndexerRequestError } from "../../../../../shared/indexer/index.ts";
import type { Position } from "../../../model/PredictionRound.ts";
import type { BetHistoryEntry, IndexedRound, PredictionUserTotals } from "./BetHistoryEntry.ts";

export interface PageCursor {
  readonly hasNextPage: boolean;
  /** Null for an empty page. */
  readonly endCursor: string | null;
}

export interface BetHistoryPage extends PageCursor {
  readonly bets: readonly BetHistoryEntry[];
}

type Fields = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fail(field: string, problem: string): never {
  throw new IndexerRequestError(`The indexer's ${field} ${problem}`);
}

function record(value: unknown, field: string): Fields {
  return isRecord(value) ? value : fail(field, "is not an object");
}

/** Ponder sends big integers as decimal strings. */
function bigintOf(value: unknown, field: string): bigint {
  return typeof value === "string" && /^-?\d+$/.test(value)
    ? BigInt(value)
    : fail(field, "is not an integer");
}

function bigintOrNull(value: unknown, field: string): bigint | null {
  return value === null ? null : bigintOf(value, field);
}

function count(value: unknown, field: string): number {
  return typeof value === "number" && Number.isSafeInteger(value) ? value : fail(field, "is not a count");
}

function countOrNull(value: unknown, field: string): number | null {
  return value === null ? null : count(value, field);
}

function flag(value: unknown, field: string): boolean {
  return typeof value === "boolean" ? value : fail(field, "is not a boolean");
}

function hash(value: unknown, field: string): Hex {
  return typeof value === "string" && isHex(value) ? value : fail(field, "is not a hash");
}

function position(value: unknown, field: string): Position {
  return value === "Bull" || value === "Bear" ? value : fail(field, "is not Bull or Bear");
}

function parseRound(value: unknown): IndexedRound {
  const round = record(value, "round");
  const big = (name: string) => bigintOf(round[name], `round.${name}`);
  const bigOrNull = (name: string) => bigintOrNull(round[name], `round.${name}`);
  const number = (name: string) => count(round[name], `round.${name}`);
  return {
    epoch: big("epoch"),
    failed: flag(round.failed, "round.failed"),
    startBlock: big("startBlock"),
    lockBlock: big("lockBlock"),
    endBlock: big("endBlock"),
    startAt: number("startAt"),
    lockAt: countOrNull(round.lockAt, "round.lockAt"),
    lockPrice: bigOrNull("lockPrice"),
    closePrice: bigOrNull("closePrice"),
    lockRoundId: bigOrNull("lockRoundId"),
    closeRoundId: bigOrNull("closeRoundId"),
    totalBets: number("totalBets"),
    bullBets: number("bullBets"),
    bearBets: number("bearBets"),
    totalAmount: big("totalAmount"),
    bullAmount: big("bullAmount"),
    bearAmount: big("bearAmount"),
    position:
      round.position === null || round.position === "House"
        ? round.position
        : position(round.position, "round.position"),
    rewardBaseCalAmount: big("rewardBaseCalAmount"),
    rewardAmount: big("rewardAmount"),
    rewardRate: BigInt(number("rewardRate")),
    treasuryRate: BigInt(number("treasuryRate")),
  };
}

function parseUser(value: unknown): PredictionUserTotals {
  const user = record(value, "user");
  const big = (name: string) => bigintOf(user[name], `user.${name}`);
  const number = (name: string) => count(user[name], `user.${name}`);
  const address = user.address;
  if (typeof address !== "string" || !isAddress(address)) fail("user.address", "is not an address");
  return {
    address: address as Address,
    createdAt: number("createdAt"),
    block: big("block"),
    totalBets: number("totalBets"),
    totalBetsBull: number("totalBetsBull"),
    totalBetsBear: number("totalBetsBear"),
    totalBNB: big("totalBNB"),
    roundsWon: number("roundsWon"),
    roundsLost: number("roundsLost"),
    totalBNBClaimed: big("totalBNBClaimed"),
    netBNB: big("netBNB"),
  };
}

function parseBet(value: unknown): BetHistoryEntry {
  const bet = record(value, "bet");
  if (typeof bet.id !== "string") fail("bet.id", "is not a string");
  return {
    id: bet.id as string,
    hash: hash(bet.hash, "bet.hash"),
    amount: bigintOf(bet.amount, "bet.amount"),
    position: position(bet.position, "bet.position"),
    claimed: flag(bet.claimed, "bet.claimed"),
    claimedHash: bet.claimedHash === null ? null : hash(bet.claimedHash, "bet.claimedHash"),
    claimedAmount: bigintOrNull(bet.claimedAmount, "bet.claimedAmount"),
    createdAt: count(bet.createdAt, "bet.createdAt"),
    updatedAt: count(bet.updatedAt, "bet.updatedAt"),
    block: bigintOf(bet.block, "bet.block"),
    round: parseRound(bet.round),
    user: parseUser(bet.user),
  };
}

/** The page info of the data of BET_HISTORY_QUERY or BET_HISTORY_CURSOR_QUERY. */
export function parseBetHistoryCursor(data: Fields): PageCursor {
  const pageInfo = record(record(data.bets, "bets").pageInfo, "bets.pageInfo");
  const { endCursor } = pageInfo;
  if (endCursor !== null && typeof endCursor !== "string") fail("bets.pageInfo.endCursor", "is not a cursor");
  return {
    hasNextPage: flag(pageInfo.hasNextPage, "bets.pageInfo.hasNextPage"),
    endCursor: endCursor as string | null,
  };
}

/** The data of BET_HISTORY_QUERY. Throws IndexerRequestError on data of another shape. */
export function parseBetHistoryPage(data: Fields): BetHistoryPage {
  const { items } = record(data.bets, "bets");
  if (!Array.isArray(items)) fail("bets.items", "is not a list");
  return { bets: (items as unknown[]).map(parseBet), ...parseBetHistoryCursor(data) };
}
