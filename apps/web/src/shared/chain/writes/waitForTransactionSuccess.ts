import type { Hex, TransactionReceipt } from "viem";
import { waitForTransactionReceipt, type Config } from "@wagmi/core";
import { TransactionError } from "./TransactionError.ts";
import { toTransactionError } from "./toTransactionError.ts";

export interface WaitForTransactionSuccessParameters {
  readonly chainId: number;
  readonly hash: Hex;
}

export type WaitForTransactionSuccessErrorType = TransactionError;

/**
 * Waits until a sent transaction is mined and resolves with its receipt if it succeeded (spec 000
 * section 7: a staking write 'waits for the receipt and returns its status'). Rejects with a
 * 'reverted' TransactionError when it reverted, a 'sendFailed' one when the node lost it.
 */
export async function waitForTransactionSuccess(
  config: Config,
  { chainId, hash }: WaitForTransactionSuccessParameters,
): Promise<TransactionReceipt> {
  let receipt: TransactionReceipt;
  try {
    receipt = await waitForTransactionReceipt(config, { hash, chainId });
  } catch (error) {
    throw toTransactionError(error, "sendFailed");
  }
  if (receipt.status !== "success") {
    throw new TransactionError("reverted", `Reverted in ${hash}`, { hash });
  }
  return receipt;
}
