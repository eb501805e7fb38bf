import { TransactionError } from "./TransactionError.ts";

/** The call to send with its gas estimate, or the last call tried and why its estimate failed. */
export type EstimatedCall<call> =
  { readonly call: call; readonly gas: bigint } | { readonly call: call; readonly error: unknown };

/**
 * Estimates the calls in order and stops at the first that succeeds (spec 000 section 7: the swap's
 * plain and fee-on-transfer variants, the approval's maximum and exact amounts). When every estimate
 * failed it gives the last failure: the last call is the most permissive, so its reason is the one
 * that matters. Throws a 'noCall' TransactionError when there was nothing to estimate.
 */
export async function findFirstEstimatedCall<call>(
  calls: readonly call[],
  estimate: (call: call) => Promise<bigint>,
): Promise<EstimatedCall<call>> {
  let failure: EstimatedCall<call> | undefined;
  for (const call of calls) {
    try {
      return { call, gas: await estimate(call) };
    } catch (error) {
      failure = { call, error };
    }
  }
  if (failure) return failure;
  throw new TransactionError("noCall", "None of the calls threw an error");
}
