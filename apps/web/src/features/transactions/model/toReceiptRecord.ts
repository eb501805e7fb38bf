import type { TransactionReceipt } from "viem";
import type { TransactionReceiptRecord } from "./TransactionRecord.ts";

/** The stored form of a node's receipt: plain JSON numbers, status 1 for success and 0 for a revert. */
export function toReceiptRecord(receipt: TransactionReceipt): TransactionReceiptRecord {
  return {
    blockHash: receipt.blockHash,
    blockNumber: Number(receipt.blockNumber),
    ...(receipt.contractAddress && { contractAddress: receipt.contractAddress }),
    from: receipt.from,
    status: receipt.status === "success" ? 1 : 0,
    ...(receipt.to && { to: receipt.to }),
    transactionHash: receipt.transactionHash,
    transactionIndex: receipt.transactionIndex,
  };
}
