import type { TranslatableText } from "../../../../shared/i18n/index.ts";

/** The toast of a mined claim, as translation keys. */
export interface CollectToast {
  readonly title: TranslatableText;
  readonly description: TranslatableText;
}

/**
 * The success toast of a claim: winnings and refunds alike, with the amount that arrived (`amount`,
 * already written in the user's locale).
 */
export function collectSuccessToast(amount: string): CollectToast {
  return {
    title: { key: "Collected!" },
    description: { key: "%amount% BNB has been sent to your wallet.", data: { amount } },
  };
}
