import type { Hash, TransactionReceipt } from "viem";

/** What `minedBy` needs of a viem public client, whatever chain it was made for. */
interface ReceiptReader {
  waitForTransactionReceipt(parameters: { hash: Hash }): Promise<TransactionReceipt>;
}

/**
 * A step's `mined`: waits through `publicClient` for the transaction being sent and gives its receipt,
 * throwing when it reverted, so a scripted step that failed on chain stops the test where it failed.
 */
export function minedBy(publicClient: ReceiptReader) {
  return async (sent: Promise<Hash>): Promise<TransactionReceipt> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await sent });
    if (receipt.status !== "success") throw new Error(`Transaction ${receipt.transactionHash} reverted`);
    return receipt;
  };
}
