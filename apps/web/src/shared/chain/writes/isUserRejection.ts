import { errorChain } from "../errorChain.ts";
import { TransactionError } from "./TransactionError.ts";

/** EIP-1193's code for a request the user refused in the wallet. */
const USER_REJECTED_CODE = 4001;

/**
 * Whether the user declined, in the wallet or in the app's transaction review: EIP-1193 code 4001,
 * viem's UserRejectedRequestError or a 'rejected' TransactionError (a cancelled review), anywhere
 * in the cause chain, since viem and wagmi wrap the wallet's answer in their own errors.
 * The class is matched by name: a wallet library may bundle its own copy of viem.
 */
export function isUserRejection(error: unknown): boolean {
  return errorChain(error).some(
    (cause) =>
      (cause instanceof TransactionError && cause.kind === "rejected") ||
      (typeof cause === "object" &&
        cause !== null &&
        (("code" in cause && cause.code === USER_REJECTED_CODE) ||
          ("name" in cause && cause.name === "UserRejectedRequestError"))),
  );
}
