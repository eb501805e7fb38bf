import assert from "node:assert/strict";
import { afterEach, before, describe, it } from "node:test";
import { decodeFunctionData, formatUnits, maxUint256, parseEther, parseUnits, type Address } from "viem";
import { smartChefAbi, type DeployedPool } from "@griddle/sdk";
import type { Locator, Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";
import type { TestWallet } from "../harness/injectTestWallet.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { allowance, tokenBalance } from "../swap/support/chainReads.ts";
import { pauseMining } from "../swap/support/pauseMining.ts";
import { takeOverMining, type MiningControl } from "./support/blockMining.ts";
import { findLivePool, readPoolPosition, tokenOf } from "./support/poolChain.ts";
import { expectToast, formatPoolAmount, openPoolDetails, waitForText } from "./support/poolsPage.ts";
import { fundStaker } from "./support/stakerAccounts.ts";

const browser = useBrowser();

/** Fresh accounts: they hold only what the setup below sends them. */
const ACCOUNT_INDEX = 21;
const PARTNER_TOKEN_ACCOUNT_INDEX = 25;
const PARTNER_TOKEN_FUNDING = parseUnits("800", 18);
const CAKE_FUNDING = parseUnits("1000", 18);
const STAKE = "100";
/** Where the unstake slider is moved with the arrow keys, one 1% step per press. */
const UNSTAKE_PERCENT = 40;

/** The call the wallet sent last for the page, decoded against the SmartChef ABI. */
async function lastPoolCall(wallet: TestWallet) {
  const hash = wallet.sentTransactions.at(-1);
  assert.ok(hash, "the wallet sent a transaction");
  const { input } = await getTestStack().publicClient.getTransaction({ hash });
  return decodeFunctionData({ abi: smartChefAbi, data: input });
}

/**
 * Confirms the open stake, unstake or collect dialog and waits for its toast and for it to close. The
 * collect dialog's write is one-click: its Confirm opens the transaction review titled `reviewTitle`
 * first; the stake and unstake dialogs embed their preview and send at once.
 */
async function confirmInDialog(
  page: Page,
  dialog: Locator,
  title: string,
  description: string,
  reviewTitle?: string,
) {
  await dialog.getByRole("button", { name: "Confirm changes" }).click();
  if (reviewTitle !== undefined) await confirmTransactionReview(page, { title: reviewTitle });
  await expectToast(page, title, description);
  await dialog.waitFor({ state: "detached" });
}

describe("staking in a partner pool", () => {
  const { manifest } = getTestStack();
  const { cake } = manifest.contracts;
  let pool: DeployedPool;
  let account: Address;
  /** A pool that stakes a partner token, not CAKE, and earns CAKE. */
  let partnerTokenPool: DeployedPool;
  let partnerTokenAccount: Address;
  let mining: MiningControl | undefined;

  before(async () => {
    pool = await findLivePool(
      (candidate) =>
        candidate.stakingToken === cake && candidate.earningToken !== cake && candidate.stakingLimit === "0",
    );
    account = await fundStaker(ACCOUNT_INDEX, {
      bnb: parseEther("10"),
      tokens: [{ token: cake, amount: CAKE_FUNDING }],
    });
    partnerTokenPool = await findLivePool(
      (candidate) =>
        candidate.earningToken === cake &&
        candidate.stakingToken !== cake &&
        candidate.poolCategory !== "Binance" &&
        candidate.stakingLimit === "0",
    );
    partnerTokenAccount = await fundStaker(PARTNER_TOKEN_ACCOUNT_INDEX, {
      bnb: parseEther("10"),
      tokens: [{ token: partnerTokenPool.stakingToken, amount: PARTNER_TOKEN_FUNDING }],
    });
  });

  afterEach(async () => {
    await mining?.restore();
    mining = undefined;
  });

  it("enables the pool, stakes, shows rewards growing per block, harvests them and unstakes with the slider", async () => {
    const { publicClient } = getTestStack();
    const earning = tokenOf(pool.earningToken);
    const page = await browser.newPage();
    const wallet = await openAppPage(page, "/pools", { accountIndex: ACCOUNT_INDEX });
    const row = await openPoolDetails(page, pool);
    const stakePanel = row.getByTestId("pool-stake-panel");
    const earned = row.getByTestId("pool-earned-amount");

    // Enable: the maximum allowance for the pool contract.
    await stakePanel.getByText("Enable pool").waitFor();
    await stakePanel.getByRole("button", { name: "Enable" }).click();
    await confirmTransactionReview(page, { title: "Enable CAKE" });
    await expectToast(page, "Contract Enabled", `You can now stake in the ${earning.symbol} pool!`);
    assert.equal(await allowance(publicClient, cake, account, pool.address), maxUint256);

    // Stake a typed amount through the modal.
    await stakePanel.getByRole("button", { name: "Stake", exact: true }).click();
    const stakeDialog = page.getByRole("dialog", { name: "Stake in Pool" });
    await stakeDialog.getByText(`Balance: ${formatUnits(CAKE_FUNDING, 18)}`).waitFor();
    const stakeInput = stakeDialog.getByTestId("stake-amount-input");
    await stakeInput.fill(STAKE);
    // Rejected in the wallet: the one Error toast of the pools catalogue, and the modal keeps the amount.
    wallet.rejectNext("eth_sendTransaction");
    await stakeDialog.getByRole("button", { name: "Confirm changes" }).click();
    await expectToast(
      page,
      "Error",
      "Please try again. Confirm the transaction and make sure you are paying enough gas!",
    );
    assert.equal(await stakeInput.inputValue(), STAKE);
    assert.equal((await readPoolPosition(pool, account)).staked, 0n);
    // While the stake waits to be mined, its button reads 'Confirming' and takes no second press.
    const held = await pauseMining(manifest.rpcUrl);
    try {
      const sentBefore = wallet.sentTransactions.length;
      await stakeDialog.getByRole("button", { name: "Confirm changes" }).click();
      await wallet.transactionSent(sentBefore);
      assert.equal(await stakeDialog.getByRole("button", { name: "Confirming" }).isDisabled(), true);
    } finally {
      await held.resume();
    }
    await expectToast(page, "Staked!", "Your CAKE funds have been staked in the pool!");
    await stakeDialog.waitFor({ state: "detached" });
    const staked = await readPoolPosition(pool, account);
    assert.equal(staked.staked, parseUnits(STAKE, 18));
    assert.equal(await tokenBalance(publicClient, cake, account), CAKE_FUNDING - staked.staked);
    await waitForText(row.getByTestId("pool-staked-amount"), formatPoolAmount(staked.staked, 18));

    // Earnings grow with each block; the page shows the pending reward at the latest block.
    mining = await takeOverMining();
    await mining.mine(1);
    const first = await readPoolPosition(pool, account);
    await waitForText(earned, formatPoolAmount(first.pending, earning.decimals));
    await mining.mine(1);
    const second = await readPoolPosition(pool, account);
    const perBlock = second.pending - first.pending;
    assert.ok(perBlock > 0n, "the stake earns every block");
    // Enough blocks for the 5-decimal display to move by at least two of its last digits.
    const lastDigit = 10n ** BigInt(Math.max(earning.decimals - 5, 0));
    await mining.mine(Number((2n * lastDigit) / perBlock + 1n));
    const grown = await readPoolPosition(pool, account);
    assert.ok(grown.pending > second.pending);
    await waitForText(earned, formatPoolAmount(grown.pending, earning.decimals));
    assert.notEqual(
      formatPoolAmount(grown.pending, earning.decimals),
      formatPoolAmount(first.pending, earning.decimals),
    );

    // Harvest: the wallet receives exactly what is pending in the block the harvest is mined in.
    await row.getByTestId("pool-harvest-panel").getByRole("button", { name: "Harvest" }).click();
    const harvestDialog = page.getByRole("dialog", { name: `${earning.symbol} Harvest` });
    await waitForText(
      harvestDialog.getByTestId("collect-amount"),
      formatPoolAmount(grown.pending, earning.decimals),
    );
    const harvestable = (await readPoolPosition(pool, account, "pending")).pending;
    const earningBefore = await tokenBalance(publicClient, pool.earningToken, account);
    await confirmInDialog(
      page,
      harvestDialog,
      "Harvested!",
      `Your ${earning.symbol} earnings have been sent to your wallet!`,
      "Harvest",
    );
    const harvestCall = await lastPoolCall(wallet);
    assert.equal(harvestCall.functionName, "deposit");
    assert.deepEqual(harvestCall.args, [0n]);
    assert.equal(await tokenBalance(publicClient, pool.earningToken, account), earningBefore + harvestable);
    assert.equal((await readPoolPosition(pool, account)).staked, staked.staked, "harvesting keeps the stake");
    await waitForText(earned, "0");
    assert.equal(
      await row.getByTestId("pool-harvest-panel").getByRole("button", { name: "Harvest" }).isDisabled(),
      true,
      "nothing to harvest",
    );

    // Unstake part with the slider: its 1% steps fill from the staked balance.
    await mining.mine(3);
    await stakePanel.getByRole("button", { name: "Unstake" }).click();
    const unstakeDialog = page.getByRole("dialog", { name: "Unstake" });
    await unstakeDialog.getByText(`Staked: ${STAKE}`).waitFor();
    const slider = unstakeDialog.getByRole("slider", { name: "Amount to unstake, in percent" });
    await slider.focus();
    for (let step = 0; step < UNSTAKE_PERCENT; step += 1) await slider.press("ArrowRight");
    const unstakeAmount = (staked.staked * BigInt(UNSTAKE_PERCENT)) / 100n;
    assert.equal(await slider.inputValue(), String(UNSTAKE_PERCENT));
    assert.equal(
      await unstakeDialog.getByTestId("stake-amount-input").inputValue(),
      formatUnits(unstakeAmount, 18),
    );
    const paidWithUnstake = (await readPoolPosition(pool, account, "pending")).pending;
    const cakeBefore = await tokenBalance(publicClient, cake, account);
    const earningBeforeUnstake = await tokenBalance(publicClient, pool.earningToken, account);
    await confirmInDialog(
      page,
      unstakeDialog,
      "Unstaked!",
      `Your ${earning.symbol} earnings have also been harvested to your wallet!`,
    );
    const unstakeCall = await lastPoolCall(wallet);
    assert.equal(unstakeCall.functionName, "withdraw");
    assert.deepEqual(unstakeCall.args, [unstakeAmount]);
    const left = await readPoolPosition(pool, account);
    assert.equal(left.staked, staked.staked - unstakeAmount);
    assert.equal(await tokenBalance(publicClient, cake, account), cakeBefore + unstakeAmount);
    assert.equal(
      await tokenBalance(publicClient, pool.earningToken, account),
      earningBeforeUnstake + paidWithUnstake,
      "an unstake also harvests",
    );
    await waitForText(row.getByTestId("pool-staked-amount"), formatPoolAmount(left.staked, 18));
  });

  it("stakes a partner token to earn CAKE: its own approval, a quick-button amount, and a harvest in CAKE", async () => {
    const { publicClient } = getTestStack();
    const staking = tokenOf(partnerTokenPool.stakingToken);
    const page = await browser.newPage();
    const wallet = await openAppPage(page, "/pools", { accountIndex: PARTNER_TOKEN_ACCOUNT_INDEX });
    const row = await openPoolDetails(page, partnerTokenPool);
    const stakePanel = row.getByTestId("pool-stake-panel");

    await stakePanel.getByRole("button", { name: "Enable" }).click();
    await confirmTransactionReview(page, { title: `Enable ${staking.symbol}` });
    await expectToast(page, "Contract Enabled", "You can now stake in the CAKE pool!");
    assert.equal(
      await allowance(publicClient, staking.address, partnerTokenAccount, partnerTokenPool.address),
      maxUint256,
    );

    await stakePanel.getByRole("button", { name: "Stake", exact: true }).click();
    const stakeDialog = page.getByRole("dialog", { name: "Stake in Pool" });
    await stakeDialog.getByText(staking.symbol, { exact: true }).waitFor();
    await stakeDialog.getByRole("button", { name: "25%" }).click();
    const amount = PARTNER_TOKEN_FUNDING / 4n;
    assert.equal(await stakeDialog.getByTestId("stake-amount-input").inputValue(), formatUnits(amount, 18));
    await confirmInDialog(
      page,
      stakeDialog,
      "Staked!",
      `Your ${staking.symbol} funds have been staked in the pool!`,
    );
    assert.equal((await readPoolPosition(partnerTokenPool, partnerTokenAccount)).staked, amount);
    assert.equal(
      await tokenBalance(publicClient, staking.address, partnerTokenAccount),
      PARTNER_TOKEN_FUNDING - amount,
    );
    await stakePanel.getByText(`${staking.symbol} Staked`, { exact: true }).waitFor();
    await waitForText(row.getByTestId("pool-staked-amount"), formatPoolAmount(amount, 18));

    mining = await takeOverMining();
    await mining.mine(5);
    const earned = await readPoolPosition(partnerTokenPool, partnerTokenAccount);
    await waitForText(row.getByTestId("pool-earned-amount"), formatPoolAmount(earned.pending, 18));
    await row.getByTestId("pool-harvest-panel").getByRole("button", { name: "Harvest" }).click();
    const harvestDialog = page.getByRole("dialog", { name: "CAKE Harvest" });
    const harvestable = (await readPoolPosition(partnerTokenPool, partnerTokenAccount, "pending")).pending;
    const cakeBefore = await tokenBalance(publicClient, cake, partnerTokenAccount);
    await confirmInDialog(
      page,
      harvestDialog,
      "Harvested!",
      "Your CAKE earnings have been sent to your wallet!",
      "Harvest",
    );
    assert.deepEqual((await lastPoolCall(wallet)).args, [0n]);
    assert.equal(await tokenBalance(publicClient, cake, partnerTokenAccount), cakeBefore + harvestable);
  });
});
