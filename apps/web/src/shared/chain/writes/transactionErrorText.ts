import type { TranslatableText } from "../../i18n/index.ts";
import type { TransactionError } from "./TransactionError.ts";

/**
 * What a transaction dialog says about a failed write: the wallet's rejection as the spec's
 * 'Transaction rejected.' (section 8), a wallet that switched account or network after the review
 * as a request to review again (nothing was sent), anything else as 'Transaction failed: …' with its
 * short description. Areas with texts of their own (swap) map the kinds themselves.
 */
export function transactionErrorText(error: TransactionError): TranslatableText {
  if (error.kind === "rejected") return { key: "Transaction rejected." };
  if (error.kind === "accountSwitched")
    return { key: "Your wallet switched to another account: review again." };
  if (error.kind === "networkSwitched")
    return { key: "Your wallet switched to another network: review again." };
  return { key: "Transaction failed: %message%", data: { message: error.message } };
}
