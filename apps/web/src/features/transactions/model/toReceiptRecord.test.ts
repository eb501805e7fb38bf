import { describe, expect, it } from "vitest";
import type { TransactionReceipt } from "viem";
import { toReceiptRecord } from "./toReceiptRecord.ts";
import { hashOf, SENDER, TOKEN } from "./transactionFixtures.ts";

const receipt: TransactionReceipt = {
  blockHash: hashOf(0xb),
  blockNumber: 1234n,
  contractAddress: null,
  cumulativeGasUsed: 50_000n,
  effectiveGasPrice: 1_000_000_000n,
  from: SENDER,
  gasUsed: 46_000n,
  logs: [],
  logsBloom: "0x00",
  status: "success",
  to: TOKEN,
  transactionHash: hashOf(1),
  transactionIndex: 2,
  type: "eip1559",
};

describe("toReceiptRecord", () => {
  it("keeps the spec's receipt fields as JSON-safe values", () => {
    expect(toReceiptRecord(receipt)).toEqual({
      blockHash: hashOf(0xb),
      blockNumber: 1234,
      from: SENDER,
      status: 1,
      to: TOKEN,
      transactionHash: hashOf(1),
      transactionIndex: 2,
    });
  });

  it("stores a reverted receipt as status 0 and keeps a created contract's address", () => {
    const record = toReceiptRecord({ ...receipt, status: "reverted", to: null, contractAddress: TOKEN });
    expect(record.status).toBe(0);
    expect(record.contractAddress).toBe(TOKEN);
    expect(record).not.toHaveProperty("to");
  });
});
