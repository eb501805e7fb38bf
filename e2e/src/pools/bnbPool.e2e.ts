import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { decodeFunctionData, formatUnits, parseEther, type Address, type Hash } from "viem";
import { bnbStakingAbi, type DeployedPool } from "@griddle/sdk";
import type { Locator, Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import type { TestWallet } from "../harness/injectTestWallet.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { gasCost, tokenBalance } from "../swap/support/chainReads.ts";
import { takeOverMining, type MiningControl } from "./support/blockMining.ts";
import { findLivePool, readPoolPosition } from "./support/poolChain.ts";
import { expectToast, formatPoolAmount, openPoolDetails, waitForText } from "./support/poolsPage.ts";
import { fundStaker } from "./support/stakerAccounts.ts";

const browser = useBrowser();

/** A fresh account: it holds only the BNB the setup below sends it. */
const ACCOUNT_INDEX = 23;
const FUNDING = parseEther("20");
const STAKE = "2.5";
/** The BNB the app keeps back for gas when Max fills a native amount (features/tokens NATIVE_GAS_RESERVE). */
const NATIVE_GAS_RESERVE = parseEther("0.01");

/** Confirms the open dialog, waits for its toast, and returns the transaction the wallet sent for it. */
async function confirmInDialog(
  page: Page,
  wallet: TestWallet,
  dialog: Locator,
  toast: { title: string; description: string },
): Promise<Hash> {
  const sentBefore = wallet.sentTransactions.length;
  await dialog.getByRole("button", { name: "Confirm changes" }).click();
  const hash = await wallet.transactionSent(sentBefore);
  await expectToast(page, toast.title, toast.description);
  await dialog.waitFor({ state: "detached" });
  return hash;
}

describe("the BNB pool", () => {
  let pool: DeployedPool;
  let account: Address;
  let mining: MiningControl | undefined;

  before(async () => {
    pool = await findLivePool((candidate) => candidate.poolCategory === "Binance");
    account = await fundStaker(ACCOUNT_INDEX, { bnb: FUNDING });
  });

  after(async () => {
    await mining?.restore();
  });

  it("stakes native BNB without an approval and pays it back with the CAKE earned on unstake", async () => {
    const { publicClient } = getTestStack();
    const page = await browser.newPage();
    const wallet = await openAppPage(page, "/pools", { accountIndex: ACCOUNT_INDEX });
    const row = await openPoolDetails(page, pool);
    const stakePanel = row.getByTestId("pool-stake-panel");

    // Native BNB needs no Enable: the panel offers Stake straight away.
    await stakePanel.getByText("Stake BNB").waitFor();
    await stakePanel.getByRole("button", { name: "Stake", exact: true }).click();
    const stakeDialog = page.getByRole("dialog", { name: "Stake in Pool" });
    const balance = await publicClient.getBalance({ address: account });
    await stakeDialog.getByText(`Balance: ${formatUnits(balance, 18)}`).waitFor();
    const input = stakeDialog.getByTestId("stake-amount-input");
    // Max keeps some BNB back for gas.
    await stakeDialog.getByRole("button", { name: "Max" }).click();
    assert.equal(await input.inputValue(), formatUnits(balance - NATIVE_GAS_RESERVE, 18));

    await input.fill(STAKE);
    const amount = parseEther(STAKE);
    const poolBalanceBefore = await publicClient.getBalance({ address: pool.address });
    const stakeHash = await confirmInDialog(page, wallet, stakeDialog, {
      title: "Staked!",
      description: "Your BNB funds have been staked in the pool!",
    });
    const stakeTx = await publicClient.getTransaction({ hash: stakeHash });
    assert.equal(stakeTx.to?.toLowerCase(), pool.address.toLowerCase());
    assert.equal(stakeTx.value, amount, "the stake is sent as the transaction's value");
    const stakeCall = decodeFunctionData({ abi: bnbStakingAbi, data: stakeTx.input });
    assert.equal(stakeCall.functionName, "deposit");
    assert.deepEqual(stakeCall.args, [amount]);
    const afterStake = await publicClient.getBalance({ address: account });
    assert.equal(balance - afterStake, amount + (await gasCost(publicClient, stakeHash)), "amount plus gas");
    assert.equal(await publicClient.getBalance({ address: pool.address }), poolBalanceBefore + amount);
    const position = await readPoolPosition(pool, account);
    assert.equal(position.staked, amount);
    await waitForText(row.getByTestId("pool-staked-amount"), formatPoolAmount(amount, 18));

    // Unstake a quarter with the quick button: the BNB comes back, and the CAKE earned with it.
    await stakePanel.getByRole("button", { name: "Unstake" }).click();
    const unstakeDialog = page.getByRole("dialog", { name: "Unstake" });
    await unstakeDialog.getByRole("button", { name: "25%" }).click();
    const unstakeAmount = amount / 4n;
    assert.equal(
      await unstakeDialog.getByTestId("stake-amount-input").inputValue(),
      formatUnits(unstakeAmount, 18),
    );
    // With the 3-second blocks held, the unstake is mined in the very next block: what it pays is known.
    mining = await takeOverMining();
    const harvestable = (await readPoolPosition(pool, account, "pending")).pending;
    assert.ok(harvestable > 0n, "the stake has earned CAKE");
    const cakeBefore = await tokenBalance(publicClient, pool.earningToken, account);
    const unstakeHash = await confirmInDialog(page, wallet, unstakeDialog, {
      title: "Unstaked!",
      description: "Your CAKE earnings have also been harvested to your wallet!",
    });
    const unstakeTx = await publicClient.getTransaction({ hash: unstakeHash });
    assert.equal(unstakeTx.value, 0n);
    assert.deepEqual(decodeFunctionData({ abi: bnbStakingAbi, data: unstakeTx.input }).args, [unstakeAmount]);
    assert.equal(await tokenBalance(publicClient, pool.earningToken, account), cakeBefore + harvestable);
    assert.equal(
      await publicClient.getBalance({ address: account }),
      afterStake + unstakeAmount - (await gasCost(publicClient, unstakeHash)),
    );
    const left = await readPoolPosition(pool, account);
    assert.equal(left.staked, amount - unstakeAmount);
    await waitForText(row.getByTestId("pool-staked-amount"), formatPoolAmount(left.staked, 18));
  });
});
