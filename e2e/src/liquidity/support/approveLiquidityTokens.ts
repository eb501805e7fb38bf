import type { Page } from "playwright-core";
import { confirmTransactionReview } from "../../harness/confirmTransactionReview.ts";

/** On /add: presses 'Enable X' for each token that needs it and waits until Supply is enabled. */
export async function approveLiquidityTokens(page: Page): Promise<void> {
  const supply = page.getByTestId("supply-button").and(page.locator(":enabled"));
  const approveA = page.getByTestId("approve-CURRENCY_A");
  const approveB = page.getByTestId("approve-CURRENCY_B");
  // Until the allowances are read, neither an Enable button nor an enabled Supply shows: wait for one.
  await supply.or(approveA).or(approveB).first().waitFor();
  for (const approve of [approveA, approveB]) {
    if (await approve.isVisible()) {
      // The review is titled with the button's own words: 'Enable DOT'.
      const title = (await approve.innerText()).trim();
      await approve.click();
      await confirmTransactionReview(page, { title });
      await approve.waitFor({ state: "detached" });
    }
  }
  await supply.waitFor();
}
