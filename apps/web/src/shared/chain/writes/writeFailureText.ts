import { errorChain } from "../errorChain.ts";
import type { TransactionError } from "./TransactionError.ts";
import { transactionErrorText } from "./transactionErrorText.ts";
import type { TranslatableText } from "../../i18n/index.ts";

/** What the node says when the account cannot pay the gas (viem's InsufficientFundsError and geth alike). */
const INSUFFICIENT_FUNDS = /insufficient funds/i;

/**
 * What a toast says when a write fails: nothing for a refusal in the wallet (the
 * user chose it), the request to review again when the wallet switched account or network, 'Insufficient BNB balance for gas' when the account cannot pay the gas (not a
 * generic failure), else 'Transaction failed: …'.
 */
export function writeFailureText(error: TransactionError): TranslatableText | null {
  if (error.kind === "rejected") return null;
  if (error.kind === "accountSwitched" || error.kind === "networkSwitched")
    return transactionErrorText(error);
  const lacksGas = errorChain(error).some(
    (link) =>
      link instanceof Error &&
      (INSUFFICIENT_FUNDS.test(link.message) || link.name === "InsufficientFundsError"),
  );
  if (lacksGas) return { key: "Insufficient BNB balance for gas" };
  return { key: "Transaction failed: %message%", data: { message: error.message } };
}
