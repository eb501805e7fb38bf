import { BaseError } from "viem";
import { GriddleError } from "@griddle/sdk";
import { errorChain } from "../../../shared/chain/index.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";

const USER_REJECTED_CODE = 4001;

/** Base of the errors adding or removing liquidity ends with; each carries the text the dialog shows. */
export abstract class LiquidityError extends GriddleError {
  abstract readonly text: TranslatableText;
}

/** The wallet refused (EIP-1193 code 4001): the spec ignores it (section 8, Liquidity). */
export class LiquidityRejectedError extends LiquidityError {
  override readonly name = "LiquidityRejectedError";
  readonly text: TranslatableText = { key: "Transaction rejected." };
  constructor(options?: ErrorOptions) {
    super("Transaction rejected.", options);
  }
}

/** Estimating or sending the transaction failed for any other reason. */
export class LiquidityTransactionError extends LiquidityError {
  override readonly name = "LiquidityTransactionError";
  readonly text: TranslatableText;
  constructor(detail: string, options?: ErrorOptions) {
    super(`Transaction failed: ${detail}`, options);
    this.text = { key: "Transaction failed: %message%", data: { message: detail } };
  }
}

/** Whether the wallet's answer (or anything it wraps) is the user's rejection, code 4001. */
export function isUserRejection(error: unknown): boolean {
  return errorChain(error).some(
    (cause) =>
      typeof cause === "object" && cause !== null && "code" in cause && cause.code === USER_REJECTED_CODE,
  );
}

/** What a liquidity transaction failed with, as the user sees it. */
export function toLiquidityError(error: unknown): LiquidityError {
  if (error instanceof LiquidityError) return error;
  if (isUserRejection(error)) return new LiquidityRejectedError({ cause: error });
  const detail =
    error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error);
  return new LiquidityTransactionError(detail, { cause: error });
}
