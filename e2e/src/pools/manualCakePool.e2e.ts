import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { decodeFunctionData, erc20Abi, maxUint256, parseEther, parseUnits, type Address } from "viem";
import { masterChefAbi, type DeployedPool } from "@griddle/sdk";
import type { Locator, Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";
import type { TestWallet } from "../harness/injectTestWallet.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { allowance, tokenBalance } from "../swap/support/chainReads.ts";
import { takeOverMining, type MiningControl } from "./support/blockMining.ts";
import {
  findLivePool,
  MANUAL_CAKE_POOL_SOUS_ID,
  readPoolPosition,
  type PoolPosition,
} from "./support/poolChain.ts";
import { expectToast, formatPoolAmount, openPoolDetails, waitForText } from "./support/poolsPage.ts";
import { fundStaker } from "./support/stakerAccounts.ts";

const browser = useBrowser();

/** A fresh account: it holds only what the setup below sends it. */
const ACCOUNT_INDEX = 24;
const CAKE_FUNDING = parseUnits("500", 18);

/** The MasterChef call the wallet sent last for the page. */
async function lastMasterChefCall(wallet: TestWallet) {
  const hash = wallet.sentTransactions.at(-1);
  assert.ok(hash, "the wallet sent a transaction");
  const { input } = await getTestStack().publicClient.getTransaction({ hash });
  return decodeFunctionData({ abi: masterChefAbi, data: input });
}

/**
 * Mines until the earned CAKE the page shows has moved by at least two of its last (fifth) digits
 * and checks it against the chain's pendingCake at the latest block; returns that position.
 */
async function earnVisibly(mining: MiningControl, pool: DeployedPool, account: Address, earned: Locator) {
  const start = await readPoolPosition(pool, account);
  await mining.mine(1);
  const perBlock = (await readPoolPosition(pool, account)).pending - start.pending;
  assert.ok(perBlock > 0n, "the stake earns CAKE every block");
  await mining.mine(Number((2n * 10n ** 13n) / perBlock + 1n));
  const grown: PoolPosition = await readPoolPosition(pool, account);
  await waitForText(earned, formatPoolAmount(grown.pending, 18));
  return grown;
}

/** Opens the collect modal from the earned panel. */
async function openCollect(page: Page, row: Locator): Promise<Locator> {
  await row.getByTestId("pool-harvest-panel").getByRole("button", { name: "Collect" }).click();
  const dialog = page.getByRole("dialog", { name: "CAKE Collect" });
  await dialog.waitFor();
  return dialog;
}

describe("the manual CAKE pool", () => {
  const { manifest } = getTestStack();
  const { cake } = manifest.contracts;
  let pool: DeployedPool;
  let account: Address;
  let mining: MiningControl | undefined;

  before(async () => {
    pool = await findLivePool((candidate) => candidate.sousId === MANUAL_CAKE_POOL_SOUS_ID);
    account = await fundStaker(ACCOUNT_INDEX, {
      bnb: parseEther("10"),
      tokens: [{ token: cake, amount: CAKE_FUNDING }],
    });
  });

  after(async () => {
    await mining?.restore();
  });

  it("compounds the reward into the stake by default, and harvests it to the wallet when asked", async () => {
    const { publicClient } = getTestStack();
    const page = await browser.newPage();
    const wallet = await openAppPage(page, "/pools", { accountIndex: ACCOUNT_INDEX });
    const row = await openPoolDetails(page, pool);
    const stakePanel = row.getByTestId("pool-stake-panel");
    const stakedAmount = row.getByTestId("pool-staked-amount");
    const earned = row.getByTestId("pool-earned-amount");

    await stakePanel.getByRole("button", { name: "Enable" }).click();
    await confirmTransactionReview(page, { title: "Enable CAKE" });
    await expectToast(page, "Contract Enabled", "You can now stake in the CAKE pool!");
    assert.equal(await allowance(publicClient, cake, account, pool.address), maxUint256);

    // Stake every CAKE held (Max), so compounding cannot lean on the wallet's own CAKE.
    await stakePanel.getByRole("button", { name: "Stake", exact: true }).click();
    const stakeDialog = page.getByRole("dialog", { name: "Stake in Pool" });
    await stakeDialog.getByRole("button", { name: "Max" }).click();
    await stakeDialog.getByRole("button", { name: "Confirm changes" }).click();
    await expectToast(page, "Staked!", "Your CAKE funds have been staked in the pool!");
    await stakeDialog.waitFor({ state: "detached" });
    assert.equal((await readPoolPosition(pool, account)).staked, CAKE_FUNDING);
    assert.equal(await tokenBalance(publicClient, cake, account), 0n);
    await waitForText(stakedAmount, formatPoolAmount(CAKE_FUNDING, 18));

    // Compound: the collect modal starts on Compound; the pending CAKE shown is restaked.
    mining = await takeOverMining();
    const beforeCompound = await earnVisibly(mining, pool, account, earned);
    const compoundDialog = await openCollect(page, row);
    assert.equal(
      await compoundDialog.getByRole("button", { name: "Compound" }).getAttribute("aria-pressed"),
      "true",
    );
    assert.equal(
      await compoundDialog.getByRole("button", { name: "Harvest" }).getAttribute("aria-pressed"),
      "false",
    );
    await compoundDialog.getByText("Compounding:").waitFor();
    await waitForText(
      compoundDialog.getByTestId("collect-amount"),
      formatPoolAmount(beforeCompound.pending, 18),
    );
    // enterStaking pays out everything pending in its own block, then takes the restaked amount back.
    const paidInCompoundBlock = (await readPoolPosition(pool, account, "pending")).pending;
    await compoundDialog.getByRole("button", { name: "Confirm changes" }).click();
    await confirmTransactionReview(page, { title: "Compound" });
    await expectToast(page, "Compounded!", "Your CAKE earnings have been re-invested into the pool!");
    await compoundDialog.waitFor({ state: "detached" });
    const compoundCall = await lastMasterChefCall(wallet);
    assert.equal(compoundCall.functionName, "enterStaking");
    assert.deepEqual(compoundCall.args, [beforeCompound.pending]);
    const compounded = await readPoolPosition(pool, account);
    assert.equal(
      compounded.staked,
      beforeCompound.staked + beforeCompound.pending,
      "the stake grows by the reward",
    );
    assert.equal(
      await tokenBalance(publicClient, cake, account),
      paidInCompoundBlock - beforeCompound.pending,
      "the wallet keeps only the reward of the compound's own block",
    );
    assert.equal(
      await publicClient.readContract({
        address: manifest.staking.syrup,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [account],
      }),
      compounded.staked,
      "SYRUP receipts follow the stake",
    );
    await waitForText(stakedAmount, formatPoolAmount(compounded.staked, 18));

    // Harvest: switched to in the same modal, it sends the pending CAKE to the wallet.
    const beforeHarvest = await earnVisibly(mining, pool, account, earned);
    const harvestDialog = await openCollect(page, row);
    await harvestDialog.getByRole("button", { name: "Harvest" }).click();
    assert.equal(
      await harvestDialog.getByRole("button", { name: "Harvest" }).getAttribute("aria-pressed"),
      "true",
    );
    await harvestDialog.getByText("Harvesting:").waitFor();
    const harvestable = (await readPoolPosition(pool, account, "pending")).pending;
    const cakeBefore = await tokenBalance(publicClient, cake, account);
    await harvestDialog.getByRole("button", { name: "Confirm changes" }).click();
    await confirmTransactionReview(page, { title: "Harvest" });
    await expectToast(page, "Harvested!", "Your CAKE earnings have been sent to your wallet!");
    await harvestDialog.waitFor({ state: "detached" });
    const harvestCall = await lastMasterChefCall(wallet);
    assert.equal(harvestCall.functionName, "leaveStaking");
    assert.deepEqual(harvestCall.args, [0n]);
    assert.equal(await tokenBalance(publicClient, cake, account), cakeBefore + harvestable);
    assert.equal(
      (await readPoolPosition(pool, account)).staked,
      beforeHarvest.staked,
      "harvesting keeps the stake",
    );
    await waitForText(earned, "0");
  });
});
