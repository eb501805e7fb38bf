import type { Address, Hex } from "viem";
import type { TransactionReceiptRecord, TransactionRecord } from "./TransactionRecord.ts";

// Fixtures for this folder's unit tests.

export const SENDER: Address = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
export const TOKEN: Address = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
export const SPENDER: Address = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512";

export function hashOf(n: number): Hex {
  return `0x${n.toString(16).padStart(64, "0")}`;
}

export function makeTransaction(overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return { hash: hashOf(1), from: SENDER, chainId: 31337, addedTime: 1_700_000_000_000, ...overrides };
}

export function makeReceipt(overrides: Partial<TransactionReceiptRecord> = {}): TransactionReceiptRecord {
  return {
    blockHash: hashOf(0xb10c),
    blockNumber: 120,
    from: SENDER,
    status: 1,
    to: TOKEN,
    transactionHash: hashOf(1),
    transactionIndex: 0,
    ...overrides,
  };
}
