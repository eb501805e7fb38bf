import type { PreviewWarning } from "@griddle/sdk";
import type { TranslatableText } from "../../i18n/index.ts";
import { revertText } from "./revertText.ts";

/** How the preview words an asset: its symbol and its amounts already formatted. */
export interface WarningWording {
  readonly symbolOf: (token: string) => string;
  readonly amountOf: (token: string, raw: bigint) => string;
  readonly spenderName: (spender: string) => string;
}

/** A preview warning's text, and whether it is an error (it fails or pays less than promised) or a caution. */
export function previewWarningText(
  warning: PreviewWarning,
  wording: WarningWording,
): { readonly text: TranslatableText; readonly severity: "danger" | "warning" } {
  const { symbolOf, amountOf, spenderName } = wording;
  switch (warning.kind) {
    case "reverts":
      return {
        severity: "danger",
        text: { key: "This transaction would fail: %reason%", data: { reason: revertText(warning.revert) } },
      };
    case "belowMinimum":
      return {
        severity: "danger",
        text: {
          key: "You would receive %amount% %symbol%, below the minimum of %minimum% %symbol%.",
          data: {
            amount: amountOf(warning.token, warning.received),
            minimum: amountOf(warning.token, warning.minimum),
            symbol: symbolOf(warning.token),
          },
        },
      };
    case "beyondSlippage":
      return {
        severity: "warning",
        text: {
          key: "You would receive %amount% %symbol%, further than your %slippage% slippage from the quoted %quoted% %symbol%.",
          data: {
            amount: amountOf(warning.token, warning.received),
            quoted: amountOf(warning.token, warning.quoted),
            slippage: `${warning.slippageBps / 100}%`,
            symbol: symbolOf(warning.token),
          },
        },
      };
    case "transferFee":
      return {
        severity: "warning",
        text: {
          key: "%symbol% takes a transfer fee: of %sent% %symbol% sent, %received% arrive.",
          data: {
            symbol: symbolOf(warning.fee.token),
            sent: amountOf(warning.fee.token, warning.fee.sent),
            received: amountOf(warning.fee.token, warning.fee.received),
          },
        },
      };
    case "unlimitedApproval":
      return {
        severity: "warning",
        text: {
          key: "Unlimited approval: %spender% can spend all your %symbol%, now and later.",
          data: { spender: spenderName(warning.spender), symbol: symbolOf(warning.token) },
        },
      };
  }
}
