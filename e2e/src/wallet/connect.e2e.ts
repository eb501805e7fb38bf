import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import { erc20Abi, formatUnits } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { injectTestWallet, TEST_WALLET_NAME } from "../harness/injectTestWallet.ts";
import { readShownAmount } from "../harness/readShownAmount.ts";
import { getTestStack } from "../harness/testStack.ts";

const browser = useBrowser();

function shortened(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

async function openConnectModal(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Connect Wallet" }).first().click();
  await page.getByRole("dialog").waitFor();
}

/** Compares every balance the wallet modal shows with the chain, to the precision shown. */
async function assertBalancesMatchChain(page: Page, account: `0x${string}`): Promise<void> {
  const { manifest, publicClient } = getTestStack();
  const bnb = formatUnits(await publicClient.getBalance({ address: account }), 18);
  const shownBnb = await readShownAmount(page.getByTestId("balance-BNB"));
  assert.ok(Math.abs(shownBnb - Number(bnb)) <= Number(bnb) * 1e-4, `BNB shown ${shownBnb}, chain ${bnb}`);
  for (const token of manifest.tokens) {
    const raw = await publicClient.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [account],
    });
    const onChain = Number(formatUnits(raw, token.decimals));
    const shown = await readShownAmount(page.getByTestId(`balance-${token.symbol}`));
    assert.ok(
      Math.abs(shown - onChain) <= Math.max(onChain * 1e-4, 1e-4),
      `${token.symbol} shown ${shown}, chain ${onChain}`,
    );
  }
}

describe("connecting a wallet", () => {
  it("connects an injected EIP-6963 wallet and shows its BNB and token balances from the chain", async () => {
    const page = await browser.newPage();
    const { manifest, webUrl } = getTestStack();
    const wallet = await injectTestWallet(page, {
      rpcUrl: manifest.rpcUrl,
      chainId: manifest.chainId,
      accountIndex: 2,
    });
    await page.goto(webUrl);
    await openConnectModal(page);
    await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
    await page.getByRole("button", { name: shortened(wallet.address) }).click();
    await page.getByRole("tab", { name: "Wallet" }).waitFor();
    await assertBalancesMatchChain(page, wallet.address);
    assert.ok(wallet.requests.includes("eth_requestAccounts"));
  });

  it("reconnects the stored wallet after a reload and forgets it after Disconnect", async () => {
    const page = await browser.newPage();
    const { manifest, webUrl } = getTestStack();
    const wallet = await injectTestWallet(page, {
      rpcUrl: manifest.rpcUrl,
      chainId: manifest.chainId,
      accountIndex: 3,
    });
    await page.goto(webUrl);
    await openConnectModal(page);
    await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
    const chip = page.getByRole("button", { name: shortened(wallet.address) });
    await chip.waitFor();
    await page.reload();
    await chip.click();
    await page.getByRole("button", { name: "Disconnect" }).click();
    await page.getByRole("button", { name: "Connect Wallet" }).first().waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Connect Wallet" }).first().waitFor();
    assert.equal(await chip.count(), 0);
  });

  it("connects the built-in Dev wallet with a chosen dev account and shows its balances", async () => {
    const page = await browser.newPage();
    const { webUrl } = getTestStack();
    const devAccount = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: 1 }).address;
    await page.goto(webUrl);
    await openConnectModal(page);
    await page.getByLabel("Dev account").selectOption("1");
    await page.getByRole("button", { name: "Dev wallet" }).click();
    await page.getByRole("button", { name: shortened(devAccount) }).click();
    await assertBalancesMatchChain(page, devAccount);
  });

  it("shows the spec's Authorization Error when the user rejects the connection", async () => {
    const page = await browser.newPage();
    const { manifest, webUrl } = getTestStack();
    const wallet = await injectTestWallet(page, {
      rpcUrl: manifest.rpcUrl,
      chainId: manifest.chainId,
      accountIndex: 4,
    });
    wallet.rejectNext("eth_requestAccounts");
    await page.goto(webUrl);
    await openConnectModal(page);
    await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
    await page.getByText("Authorization Error").waitFor();
    await page.getByText("Please authorize to access your account").waitFor();
  });

  it("offers to switch back when the wallet moves to another network", async () => {
    const page = await browser.newPage();
    const { manifest, webUrl } = getTestStack();
    const wallet = await injectTestWallet(page, {
      rpcUrl: manifest.rpcUrl,
      chainId: manifest.chainId,
      accountIndex: 5,
    });
    await page.goto(webUrl);
    await openConnectModal(page);
    await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
    await page.getByRole("button", { name: shortened(wallet.address) }).waitFor();
    await wallet.switchChain(1);
    await page.getByText("Wrong network").first().waitFor();
    await page.getByRole("button", { name: "Switch network" }).click();
    await page.getByText("Wrong network").first().waitFor({ state: "detached" });
    assert.ok(wallet.requests.includes("wallet_switchEthereumChain"));
  });

  it("hides the app behind 'Blocked address' for a blocked account", async () => {
    const page = await browser.newPage();
    const { manifest, webUrl } = getTestStack();
    const wallet = await injectTestWallet(page, {
      rpcUrl: manifest.rpcUrl,
      chainId: manifest.chainId,
      accountIndex: 19,
    });
    assert.ok(manifest.blockedAddresses.includes(wallet.address));
    await page.goto(webUrl);
    await openConnectModal(page);
    await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
    await page.getByText("Blocked address").waitFor();
    assert.equal(await page.getByRole("navigation").count(), 0);
  });
});
