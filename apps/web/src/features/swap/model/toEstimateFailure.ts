import type { Abi } from "viem";
import { extractRevertReason } from "./extractRevertReason.ts";
import { SwapCannotSucceedError, SwapGasEstimateError } from "./swapErrors.ts";

/** The outcome of the static call made after a variant's gas estimate failed. */
export type StaticCallOutcome = { readonly ok: true } | { readonly ok: false; readonly error: unknown };

/**
 * Why a variant cannot be sent once its gas estimate failed: if the static call succeeded the
 * estimate itself misbehaved; otherwise the static call's revert reason (decoded with `abi`) says
 * why the swap would fail.
 */
export function toEstimateFailure(
  staticCall: StaticCallOutcome,
  estimateError: unknown,
  abi: Abi,
): SwapGasEstimateError | SwapCannotSucceedError {
  if (staticCall.ok) return new SwapGasEstimateError({ cause: estimateError });
  return new SwapCannotSucceedError(extractRevertReason(staticCall.error, abi), { cause: staticCall.error });
}
