import type { Page } from "playwright-core";
import { injectTestWallet, TEST_WALLET_NAME, type TestWallet } from "./injectTestWallet.ts";
import { getTestStack } from "./testStack.ts";

/** Connects the injected test wallet through the header's 'Connect Wallet'. */
export async function connectTestWallet(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Connect Wallet" }).first().click();
  await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
  await page.getByTestId("wallet-account-chip").waitFor();
}

export interface OpenAppPageOptions {
  readonly accountIndex: number;
  /** False leaves the wallet injected but not connected, as a visitor's. */
  readonly connect?: boolean;
  /** Wallet methods that fail with code -32601, as in a wallet that lacks them. */
  readonly unsupportedMethods?: readonly string[];
}

/** Opens `path` of the app under test with a dev account's test wallet injected and, by default, connected. */
export async function openAppPage(
  page: Page,
  path: string,
  { accountIndex, connect = true, unsupportedMethods }: OpenAppPageOptions,
): Promise<TestWallet> {
  const { manifest, webUrl } = getTestStack();
  const wallet = await injectTestWallet(page, {
    rpcUrl: manifest.rpcUrl,
    chainId: manifest.chainId,
    accountIndex,
    unsupportedMethods,
  });
  await page.goto(`${webUrl}${path}`);
  if (connect) await connectTestWallet(page);
  return wallet;
}
