import type { Hash } from "viem";
import type { Page } from "playwright-core";
import type { TestWallet } from "../../harness/injectTestWallet.ts";

/**
 * Presses the swap button, confirms in the 'Confirm Swap' dialog and waits for 'Transaction
 * Submitted'; returns the hash the wallet sent.
 */
export async function submitSwap(page: Page, wallet: TestWallet): Promise<Hash> {
  const sentBefore = wallet.sentTransactions.length;
  await page.getByTestId("swap-button").click();
  const dialog = page.getByRole("dialog", { name: "Confirm Swap" });
  await dialog.getByTestId("confirm-swap-button").click();
  const hash = await wallet.transactionSent(sentBefore);
  await dialog.getByText("Transaction Submitted").waitFor();
  return hash;
}

/** The amount a panel's field shows once the form has worked it out. */
export async function shownAmount(page: Page, field: "INPUT" | "OUTPUT"): Promise<number> {
  const input = page.getByTestId(`amount-${field}`);
  await page.waitForFunction(
    (element) => (element as HTMLInputElement | null)?.value !== "",
    await input.elementHandle(),
  );
  return Number(await input.inputValue());
}
