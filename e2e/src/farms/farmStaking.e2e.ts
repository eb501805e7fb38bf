import assert from "node:assert/strict";
import { afterEach, before, describe, it } from "node:test";
import { formatUnits, maxUint256, parseEther, parseUnits } from "viem";
import type { Locator, Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";
import type { TestWallet } from "../harness/injectTestWallet.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { tokenOf } from "../pools/support/poolChain.ts";
import { takeOverMining, type MiningControl } from "../pools/support/blockMining.ts";
import { expectToast, formatPoolAmount, waitForText } from "../pools/support/poolsPage.ts";
import { fundStaker } from "../pools/support/stakerAccounts.ts";
import { allowance, tokenBalance } from "../swap/support/chainReads.ts";
import { farmBySymbol, readFarmPosition } from "./support/farmChain.ts";
import { addLiquidityPath, openFarmDetails } from "./support/farmsPage.ts";
import { approveLiquidityTokens } from "../liquidity/support/approveLiquidityTokens.ts";

const browser = useBrowser();

/** Fresh accounts: they hold only what the setup below sends them. */
const LIQUIDITY_PROVIDER_INDEX = 41;
const NEWCOMER_INDEX = 42;
/** The farm the provider adds liquidity to and stakes in: both sides are plain ERC-20 tokens. */
const FARM_SYMBOL = "USDT-BUSD LP";
/** The farm the newcomer, who has no LP, looks at: a BNB pair. */
const NEWCOMER_FARM_SYMBOL = "BUSD-BNB LP";
const TOKEN_FUNDING = "1000";
/** What the provider types for the pair's first token on /add; the page works out the second. */
const LIQUIDITY_AMOUNT = "100";

/** Supplies the typed amounts on /add and waits for 'Transaction Submitted'. */
async function supplyLiquidity(page: Page, wallet: TestWallet): Promise<void> {
  await page.getByTestId("supply-button").click();
  const dialog = page.getByRole("dialog", { name: "You will receive" });
  const sentBefore = wallet.sentTransactions.length;
  await dialog.getByRole("button", { name: "Confirm Supply" }).click();
  const hash = await wallet.transactionSent(sentBefore);
  await getTestStack().publicClient.waitForTransactionReceipt({ hash });
  await dialog.getByText("Transaction Submitted").waitFor();
  await dialog.getByRole("button", { name: "Close" }).first().click();
}

/** Confirms the open stake or unstake dialog, waits for its toast and for it to close. */
async function confirmInDialog(page: Page, dialog: Locator, title: string, description: string) {
  await dialog.getByRole("button", { name: "Confirm changes" }).click();
  await expectToast(page, title, description);
  await dialog.waitFor({ state: "detached" });
}

describe("farming LP tokens", () => {
  const { manifest } = getTestStack();
  let mining: MiningControl | undefined;

  before(async () => {
    const farm = farmBySymbol(FARM_SYMBOL);
    await fundStaker(LIQUIDITY_PROVIDER_INDEX, {
      bnb: parseEther("10"),
      tokens: [farm.token, farm.quoteToken].map((token) => ({
        token,
        amount: parseUnits(TOKEN_FUNDING, tokenOf(token).decimals),
      })),
    });
    await fundStaker(NEWCOMER_INDEX, { bnb: parseEther("1") });
  });

  afterEach(async () => {
    await mining?.restore();
    mining = undefined;
  });

  it("stakes LP from a new liquidity position, earns per block, harvests and unstakes part", async () => {
    const { publicClient, webUrl } = getTestStack();
    const { cake } = manifest.contracts;
    const masterChef = manifest.staking.masterChef;
    const farm = farmBySymbol(FARM_SYMBOL);
    const page = await browser.newPage();
    const wallet = await openAppPage(page, "/farms", { accountIndex: LIQUIDITY_PROVIDER_INDEX });
    const account = wallet.address;

    // No LP yet: the row's 'Get USDT-BUSD LP' leads to adding liquidity to the farm's pair.
    let row = await openFarmDetails(page, farm);
    await row.getByRole("link", { name: `Get ${farm.lpSymbol}` }).click();
    await page.waitForURL(`${webUrl}${addLiquidityPath(farm)}`);
    await page.getByText("Prices and pool share").waitFor();
    await page.getByTestId("amount-CURRENCY_A").fill(LIQUIDITY_AMOUNT);
    await approveLiquidityTokens(page);
    await supplyLiquidity(page, wallet);
    const lp = await tokenBalance(publicClient, farm.lpAddress, account);
    assert.ok(lp > 0n, "the pair minted LP tokens");

    // Back on /farms: enable the farm, then stake all the LP with Max.
    await page.goBack();
    row = await openFarmDetails(page, farm);
    const stakePanel = row.getByTestId("farm-stake-panel");
    await stakePanel.getByText("Enable Farm").waitFor();
    await stakePanel.getByRole("button", { name: "Enable" }).click();
    await confirmTransactionReview(page, { title: `Enable ${farm.lpSymbol}` });
    await expectToast(page, "Contract Enabled", `You can now stake in the ${farm.lpSymbol} farm!`);
    assert.equal(await allowance(publicClient, farm.lpAddress, account, masterChef), maxUint256);
    await stakePanel.getByRole("button", { name: "Stake LP" }).click();
    const stakeDialog = page.getByRole("dialog", { name: "Stake LP tokens" });
    await stakeDialog.getByText(`Balance: ${formatUnits(lp, 18)}`).waitFor();
    await stakeDialog.getByRole("button", { name: "Max" }).click();
    assert.equal(await stakeDialog.getByTestId("stake-amount-input").inputValue(), formatUnits(lp, 18));
    await confirmInDialog(page, stakeDialog, "Staked!", "Your funds have been staked in the farm");
    const staked = await readFarmPosition(farm.pid, account);
    assert.equal(staked.staked, lp, "MasterChef holds all the LP for the account");
    assert.equal(await tokenBalance(publicClient, farm.lpAddress, account), 0n);
    await stakePanel.getByText(`${farm.lpSymbol} Staked`, { exact: true }).waitFor();
    await waitForText(row.getByTestId("farm-staked-amount"), formatPoolAmount(staked.staked, 18));

    // Earnings grow with each block; the page shows pendingCake at the latest block.
    const earned = row.getByTestId("farm-earned-amount");
    mining = await takeOverMining();
    await mining.mine(1);
    const first = await readFarmPosition(farm.pid, account);
    assert.ok(first.pending > 0n, "the stake earns");
    await waitForText(earned, formatPoolAmount(first.pending, 18));
    await mining.mine(3);
    const grown = await readFarmPosition(farm.pid, account);
    assert.ok(grown.pending > first.pending, "and earns more each block");
    await waitForText(earned, formatPoolAmount(grown.pending, 18));

    // Harvest: the wallet receives exactly what is pending in the block the harvest is mined in.
    const harvestable = (await readFarmPosition(farm.pid, account, "pending")).pending;
    const cakeBefore = await tokenBalance(publicClient, cake, account);
    await row.getByTestId("farm-harvest-panel").getByRole("button", { name: "Harvest" }).click();
    await confirmTransactionReview(page, { title: "Harvest" });
    await expectToast(page, "Harvested!", "Your CAKE earnings have been sent to your wallet!");
    assert.equal(await tokenBalance(publicClient, cake, account), cakeBefore + harvestable);
    assert.equal((await readFarmPosition(farm.pid, account)).staked, lp, "harvesting keeps the stake");
    await waitForText(earned, "0");

    // Unstake part: the LP comes back to the wallet exactly, with the CAKE earned meanwhile.
    await mining.mine(2);
    const unstakeAmount = (lp * 2n) / 5n;
    await stakePanel.getByRole("button", { name: "Unstake" }).click();
    const unstakeDialog = page.getByRole("dialog", { name: "Unstake LP tokens" });
    await unstakeDialog.getByText(`Staked: ${formatUnits(lp, 18)}`).waitFor();
    await unstakeDialog.getByTestId("stake-amount-input").fill(formatUnits(unstakeAmount, 18));
    const paidWithUnstake = (await readFarmPosition(farm.pid, account, "pending")).pending;
    const cakeBeforeUnstake = await tokenBalance(publicClient, cake, account);
    await confirmInDialog(
      page,
      unstakeDialog,
      "Unstaked!",
      "Your CAKE earnings have also been harvested to your wallet!",
    );
    assert.equal(await tokenBalance(publicClient, farm.lpAddress, account), unstakeAmount);
    const left = await readFarmPosition(farm.pid, account);
    assert.equal(left.staked, lp - unstakeAmount);
    assert.equal(await tokenBalance(publicClient, cake, account), cakeBeforeUnstake + paidWithUnstake);
    await waitForText(row.getByTestId("farm-staked-amount"), formatPoolAmount(left.staked, 18));
  });

  it("offers a user without LP the link to add liquidity from the stake modal", async () => {
    const { webUrl } = getTestStack();
    const farm = farmBySymbol(NEWCOMER_FARM_SYMBOL);
    const page = await browser.newPage();
    await openAppPage(page, "/farms", { accountIndex: NEWCOMER_INDEX });
    const row = await openFarmDetails(page, farm);
    const stakePanel = row.getByTestId("farm-stake-panel");
    await stakePanel.getByRole("button", { name: "Enable" }).click();
    await confirmTransactionReview(page, { title: `Enable ${farm.lpSymbol}` });
    await expectToast(page, "Contract Enabled", `You can now stake in the ${farm.lpSymbol} farm!`);
    await stakePanel.getByRole("button", { name: "Stake LP" }).click();
    const dialog = page.getByRole("dialog", { name: "Stake LP tokens" });
    await dialog.getByText("Balance: 0", { exact: true }).waitFor();
    assert.equal(await dialog.getByRole("button", { name: "Confirm changes" }).isDisabled(), true);
    await dialog.getByRole("link", { name: `Add ${farm.lpSymbol}` }).click();
    await page.waitForURL(`${webUrl}${addLiquidityPath(farm)}`);
    await page.getByText("Prices and pool share").waitFor();
  });
});
