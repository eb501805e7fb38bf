import type { TranslatableText } from "../../i18n/index.ts";
import type { TransactionError } from "./TransactionError.ts";

/**
 * What a transaction dialog says about a failed write: the wallet's rejection as the spec's
 * 'Transaction rejected.' (section 8), anything else as 'Transaction failed: …' with its short
 * description. Areas with texts of their own (swap) map the kinds themselves.
 */
export function transactionErrorText(error: TransactionError): TranslatableText {
  if (error.kind === "rejected") return { key: "Transaction rejected." };
  return { key: "Transaction failed: %message%", data: { message: error.message } };
}
