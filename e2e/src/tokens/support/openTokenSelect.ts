import type { Locator, Page } from "playwright-core";
import { injectTestWallet, TEST_WALLET_NAME } from "../../harness/injectTestWallet.ts";
import { getTestStack } from "../../harness/testStack.ts";

/** Opens /swap with a dev account's wallet connected, then the output side's token selection modal. */
export async function openTokenSelect(page: Page, accountIndex: number): Promise<Locator> {
  const { manifest, webUrl } = getTestStack();
  await injectTestWallet(page, { rpcUrl: manifest.rpcUrl, chainId: manifest.chainId, accountIndex });
  await page.goto(`${webUrl}/swap`);
  await page.getByRole("button", { name: "Connect Wallet" }).first().click();
  await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
  await page.getByTestId("wallet-account-chip").waitFor();
  return reopenTokenSelect(page);
}

/** Opens the output side's token selection modal on a page that already shows the swap form. */
export async function reopenTokenSelect(page: Page): Promise<Locator> {
  await page.getByTestId("currency-select-OUTPUT").click();
  const modal = page.getByRole("dialog", { name: "Select a Token" });
  await modal.waitFor();
  return modal;
}
