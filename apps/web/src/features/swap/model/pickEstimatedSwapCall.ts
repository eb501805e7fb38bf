import { NoSwapCallError } from "./swapErrors.ts";

/** One swap variant after its gas estimate: the estimate, or why it cannot be sent. */
export type EstimatedSwapCall<Call> =
  { readonly call: Call; readonly gas: bigint } | { readonly call: Call; readonly error: Error };

/**
 * The variant to send: the first whose gas estimate succeeded (spec 000 section 7, Swap). When every
 * estimate failed, throws the last variant's error, since the last is the most permissive variant
 * (fee-on-transfer support) and its reason is the one that matters.
 */
export function pickEstimatedSwapCall<Call>(estimates: readonly EstimatedSwapCall<Call>[]): {
  readonly call: Call;
  readonly gas: bigint;
} {
  const success = estimates.find((estimate) => "gas" in estimate);
  if (success && "gas" in success) return success;
  const failures = estimates.filter((estimate) => "error" in estimate);
  const last = failures.at(-1);
  if (last && "error" in last) throw last.error;
  throw new NoSwapCallError();
}
