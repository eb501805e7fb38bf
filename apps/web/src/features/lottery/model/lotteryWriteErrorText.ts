import { errorChain, type TransactionError } from "../../../shared/chain/index.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";

/** What the node says when the account cannot pay the gas (viem's InsufficientFundsError and geth alike). */
const INSUFFICIENT_FUNDS = /insufficient funds/i;

/**
 * What the screen says when a purchase or a claim fails: nothing for a refusal in the wallet (the
 * user chose it), 'Insufficient BNB balance for gas' when the account cannot pay the gas (not a
 * generic failure), else 'Transaction failed: …'.
 */
export function lotteryWriteErrorText(error: TransactionError): TranslatableText | null {
  if (error.kind === "rejected") return null;
  const lacksGas = errorChain(error).some(
    (link) =>
      link instanceof Error &&
      (INSUFFICIENT_FUNDS.test(link.message) || link.name === "InsufficientFundsError"),
  );
  if (lacksGas) return { key: "Insufficient BNB balance for gas" };
  return { key: "Transaction failed: %message%", data: { message: error.message } };
}
