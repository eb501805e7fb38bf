import type { Page } from "playwright-core";
import { injectTestWallet, TEST_WALLET_NAME, type TestWallet } from "../../harness/injectTestWallet.ts";
import { getTestStack } from "../../harness/testStack.ts";

/** Connects the injected test wallet through the header's 'Connect Wallet'. */
export async function connectTestWallet(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Connect Wallet" }).first().click();
  await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
  await page.getByTestId("wallet-account-chip").waitFor();
}

/**
 * Opens /swap with the given query string, with a dev account's test wallet injected and, unless
 * told otherwise, connected.
 */
export async function openSwapPage(
  page: Page,
  { accountIndex, query = "", connect = true }: { accountIndex: number; query?: string; connect?: boolean },
): Promise<TestWallet> {
  const { manifest, webUrl } = getTestStack();
  const wallet = await injectTestWallet(page, {
    rpcUrl: manifest.rpcUrl,
    chainId: manifest.chainId,
    accountIndex,
  });
  await page.goto(`${webUrl}/swap${query ? `?${query}` : ""}`);
  if (connect) await connectTestWallet(page);
  return wallet;
}
