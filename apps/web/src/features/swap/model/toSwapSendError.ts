import { BaseError } from "viem";
import { errorChain } from "../../../shared/chain/index.ts";
import { SwapFailedError, SwapRejectedError } from "./swapErrors.ts";

const USER_REJECTED_CODE = 4001;

function hasCode(error: unknown, code: number): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
}

/**
 * What sending a swap failed with, as the user sees it: the wallet's rejection (code 4001 anywhere
 * in the cause chain) or 'Swap failed: …' with the error's short message.
 */
export function toSwapSendError(error: unknown): SwapRejectedError | SwapFailedError {
  if (errorChain(error).some((cause) => hasCode(cause, USER_REJECTED_CODE))) {
    return new SwapRejectedError({ cause: error });
  }
  const detail =
    error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error);
  return new SwapFailedError(detail, { cause: error });
}
