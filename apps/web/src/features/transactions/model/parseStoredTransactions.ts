import { isAddress, isHash, type Address, type Hex } from "viem";
import type {
  TransactionApproval,
  TransactionClaim,
  TransactionDropReason,
  TransactionMap,
  TransactionReceiptRecord,
  TransactionRecord,
} from "./TransactionRecord.ts";

// Local storage is outside the app's control: an older build, another tab mid-write or a user's
// edit can leave anything there. Each entry is checked on its own, and one that does not hold up
// is left out instead of breaking the store (or the page) for the others.

type Fields = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isBlockNumber = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;
const isTime = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isAddressValue = (value: unknown): value is Address =>
  typeof value === "string" && isAddress(value, { strict: false });
const isHashValue = (value: unknown): value is Hex => typeof value === "string" && isHash(value);
const dropReasons: readonly TransactionDropReason[] = ["replaced", "dropped"];

/** An optional field: absent, or valid. `undefined` means invalid. */
function optional<T>(value: unknown, parse: (value: unknown) => T | undefined): { value?: T } | undefined {
  if (value === undefined || value === null) return {};
  const parsed = parse(value);
  return parsed === undefined ? undefined : { value: parsed };
}

function parseApproval(value: unknown): TransactionApproval | undefined {
  if (!isObject(value) || !isAddressValue(value.tokenAddress) || !isAddressValue(value.spender))
    return undefined;
  return { tokenAddress: value.tokenAddress, spender: value.spender };
}

function parseClaim(value: unknown): TransactionClaim | undefined {
  if (!isObject(value) || !isAddressValue(value.recipient)) return undefined;
  return { recipient: value.recipient };
}

function parseReceipt(value: unknown): TransactionReceiptRecord | undefined {
  if (!isObject(value)) return undefined;
  const { blockHash, blockNumber, from, transactionHash, transactionIndex } = value;
  if (!isHashValue(blockHash) || !isBlockNumber(blockNumber) || !isAddressValue(from)) return undefined;
  if (!isHashValue(transactionHash) || !isBlockNumber(transactionIndex)) return undefined;
  const contractAddress = optional(value.contractAddress, (v) => (isAddressValue(v) ? v : undefined));
  const to = optional(value.to, (v) => (isAddressValue(v) ? v : undefined));
  const status = optional(value.status, (v) => (v === 0 || v === 1 ? v : undefined));
  if (!contractAddress || !to || !status) return undefined;
  return {
    blockHash,
    blockNumber,
    from,
    transactionHash,
    transactionIndex,
    ...(contractAddress.value && { contractAddress: contractAddress.value }),
    ...(to.value && { to: to.value }),
    ...(status.value !== undefined && { status: status.value }),
  };
}

function parseRecord(key: string, value: unknown, chainId: number): TransactionRecord | undefined {
  if (!isObject(value)) return undefined;
  const { hash, from, addedTime } = value;
  if (!isHashValue(hash) || hash.toLowerCase() !== key.toLowerCase()) return undefined;
  if (!isAddressValue(from) || value.chainId !== chainId || !isTime(addedTime)) return undefined;
  const nonce = optional(value.nonce, (v) => (isBlockNumber(v) ? v : undefined));
  const approval = optional(value.approval, parseApproval);
  const summary = optional(value.summary, (v) => (typeof v === "string" ? v : undefined));
  const claim = optional(value.claim, parseClaim);
  const lastChecked = optional(value.lastCheckedBlockNumber, (v) => (isBlockNumber(v) ? v : undefined));
  const receipt = optional(value.receipt, parseReceipt);
  const confirmedTime = optional(value.confirmedTime, (v) => (isTime(v) ? v : undefined));
  const dropReason = optional(value.dropReason, (v) => dropReasons.find((reason) => reason === v));
  if (
    !nonce ||
    !approval ||
    !summary ||
    !claim ||
    !lastChecked ||
    !receipt ||
    !confirmedTime ||
    !dropReason
  ) {
    return undefined;
  }
  return {
    hash,
    from,
    chainId,
    addedTime,
    ...(nonce.value !== undefined && { nonce: nonce.value }),
    ...(approval.value && { approval: approval.value }),
    ...(summary.value !== undefined && { summary: summary.value }),
    ...(claim.value && { claim: claim.value }),
    ...(lastChecked.value !== undefined && { lastCheckedBlockNumber: lastChecked.value }),
    ...(receipt.value && { receipt: receipt.value }),
    ...(confirmedTime.value !== undefined && { confirmedTime: confirmedTime.value }),
    ...(dropReason.value && { dropReason: dropReason.value }),
  };
}

/** What was readable, and how many stored entries were not (the caller reports them). */
export interface StoredTransactions {
  readonly transactions: TransactionMap;
  readonly discardedCount: number;
}

/**
 * The transactions of `chainId` stored as JSON text (`null` when nothing is stored). Entries that
 * are not well-formed records of that chain are discarded; text that is not a JSON object counts
 * as one discarded entry.
 */
export function parseStoredTransactions(text: string | null, chainId: number): StoredTransactions {
  if (text === null) return { transactions: {}, discardedCount: 0 };
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { transactions: {}, discardedCount: 1 };
  }
  if (!isObject(stored)) return { transactions: {}, discardedCount: 1 };
  const transactions: Record<Hex, TransactionRecord> = {};
  let discardedCount = 0;
  for (const [key, value] of Object.entries(stored)) {
    const record = parseRecord(key, value, chainId);
    if (record) transactions[record.hash] = record;
    else discardedCount += 1;
  }
  return { transactions, discardedCount };
}
