import type { Page } from "playwright-core";
import { readPreview, type Preview } from "./readPreview.ts";

export interface ConfirmTransactionReviewOptions {
  /** The review's title (the action's name: 'Harvest', 'Approve CAKE'), checked when given. */
  readonly title?: string;
  /** Reads the previewed changes first, waiting for a simulation by this method to answer. */
  readonly readWith?: "trace" | "balanceProbe";
}

/**
 * Every one-click write (Enable, Harvest, Collect, Claim, Wrap, ...) opens the shared transaction
 * review before anything is sent (issue 25): waits for it, reads its preview when asked, presses
 * Confirm and waits for it to close, after which the write goes to the wallet as before.
 */
export async function confirmTransactionReview(
  page: Page,
  options: ConfirmTransactionReviewOptions = {},
): Promise<Preview | undefined> {
  const review = page.getByTestId("transaction-review");
  await review.waitFor();
  if (options.title !== undefined)
    await page.getByRole("dialog", { name: options.title, exact: true }).waitFor();
  const preview = options.readWith === undefined ? undefined : await readPreview(review, options.readWith);
  await review.getByTestId("transaction-review-confirm").click();
  await review.waitFor({ state: "detached" });
  return preview;
}
