import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { cakeVaultAbi } from "@griddle/sdk";
import { decodeFunctionData, maxUint256, parseEther, type Address, type Hash } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";
import type { TestWallet } from "../harness/injectTestWallet.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { allowance, tokenBalance } from "../swap/support/chainReads.ts";
import { takeOverMining } from "./support/blockMining.ts";
import { formatRoundedDown } from "./support/formatRoundedDown.ts";
import { mineEveryThreeSeconds } from "../harness/mineEveryThreeSeconds.ts";
import { mineBlockAt } from "./support/mineBlockAt.ts";
import { expectToast, formatPoolAmount, poolRow, waitForText } from "./support/poolsPage.ts";
import { fundStaker } from "./support/stakerAccounts.ts";
import {
  cakeValueOfShares,
  decodeVaultWithdrawal,
  readVaultFees,
  readVaultPosition,
  sharesForCake,
  VAULT_FEE_DENOMINATOR,
  type VaultFees,
} from "./support/vaultChain.ts";

const browser = useBrowser();

/** A fresh account: it holds only what the setup below gives it. */
const STAKER_INDEX = 30;
const FUNDED_CAKE = parseEther("1000");
const STAKE = parseEther("100");
const PARTIAL_UNSTAKE = parseEther("40");

/** Time units of spec 000 section 9, in seconds. */
const DAY = 86_400n;
const HOUR = 3_600n;
const MINUTE = 60n;

/** The countdown text for `secondsLeft`: whole days, hours and minutes (spec 000 section 4, Vault). */
function countdownText(secondsLeft: bigint): string {
  return `${secondsLeft / DAY}d : ${(secondsLeft % DAY) / HOUR}h : ${(secondsLeft % HOUR) / MINUTE}m`;
}

/** A fee in hundredths of a percent as the page words it: 10 is '0.1'. */
function feePercentText(fee: bigint): string {
  return String(Number(fee) / 100);
}

/** Opens /pools as the staker and expands the Auto CAKE row; returns the row. */
async function openVaultRow(page: Page): Promise<{ row: Locator; wallet: TestWallet }> {
  const wallet = await openAppPage(page, "/pools", { accountIndex: STAKER_INDEX });
  const row = poolRow(page, "vault");
  await row.getByRole("button", { name: "Details" }).click();
  await row.getByTestId("vault-stake-panel").waitFor();
  return { row, wallet };
}

/** Presses 'Confirm changes' in the modal and returns the hash of the transaction it sent. */
async function confirmModal(dialog: Locator, wallet: TestWallet): Promise<Hash> {
  const sent = wallet.sentTransactions.length;
  await dialog.getByRole("button", { name: "Confirm changes" }).click();
  return wallet.transactionSent(sent);
}

describe("the auto CAKE vault", () => {
  const { manifest, publicClient } = getTestStack();
  const cake = manifest.contracts.cake;
  const vault = manifest.staking.cakeVault;
  let staker: Address;
  let fees: VaultFees;

  before(async () => {
    staker = await fundStaker(STAKER_INDEX, {
      bnb: parseEther("10"),
      tokens: [{ token: cake, amount: FUNDED_CAKE }],
    });
    fees = await readVaultFees();
    // Blocks come only from the test's transactions, so the share price and the chain's clock that
    // the page shows stay those of the latest block while the test compares them.
    await takeOverMining();
  });

  after(async () => {
    // Back to 3-second blocks; not blockMining's restore, which hands viem milliseconds where it takes
    // seconds (a 50-minute interval).
    await mineEveryThreeSeconds();
  });

  it("enables CAKE for the vault and stakes: the staked amount is the shares' CAKE value", async () => {
    const page = await browser.newPage();
    const { row, wallet } = await openVaultRow(page);
    const stakePanel = row.getByTestId("vault-stake-panel");
    await stakePanel.getByText("Enable pool").waitFor();
    const feeRow = row.getByTestId("unstaking-fee-row");
    const hours = fees.withdrawFeePeriod / HOUR;
    await feeRow
      .filter({ hasText: `${feePercentText(fees.withdrawFee)}% unstaking fee if withdrawn within ${hours}h` })
      .waitFor();

    await stakePanel.getByRole("button", { name: "Enable" }).click();
    await confirmTransactionReview(page, { title: "Enable CAKE" });
    await expectToast(page, "Contract Enabled", "You can now stake in the CAKE vault!");
    assert.equal(await allowance(publicClient, cake, staker, vault), maxUint256, "the maximum is approved");

    await stakePanel.getByRole("button", { name: "Stake", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Stake in Pool" });
    await dialog.getByTestId("stake-amount-input").fill("100");
    await confirmModal(dialog, wallet);
    await expectToast(page, "Staked!", "Your CAKE funds have been staked in the pool!");
    await dialog.waitFor({ state: "detached" });

    assert.equal(await tokenBalance(publicClient, cake, staker), FUNDED_CAKE - STAKE);
    const position = await readVaultPosition(staker);
    assert.ok(position.shares > 0n, "the deposit minted shares");
    await waitForText(
      stakePanel.getByTestId("vault-staked-amount"),
      formatPoolAmount(cakeValueOfShares(position.shares, position.pricePerFullShare), 18),
    );
    await stakePanel.getByText("CAKE Staked (compounding)").waitFor();
  });

  it("counts the unstaking fee down in days, hours and minutes on the chain's clock", async () => {
    const { lastDepositedTime } = await readVaultPosition(staker);
    // Half a minute into a minute, so the few seconds the next blocks add never change the text.
    const secondsLeft = DAY + 5n * HOUR + 42n * MINUTE + 30n;
    await mineBlockAt(lastDepositedTime + fees.withdrawFeePeriod - secondsLeft);

    const page = await browser.newPage();
    const { row } = await openVaultRow(page);
    const feeRow = row.getByTestId("unstaking-fee-row");
    await waitForText(feeRow.getByTestId("unstaking-fee-countdown"), countdownText(secondsLeft));
    assert.equal(countdownText(secondsLeft), "1d : 5h : 42m");
    await feeRow.filter({ hasText: `${feePercentText(fees.withdrawFee)}% unstaking fee until` }).waitFor();
  });

  it("unstakes part within the fee period: the vault takes withdrawFee, as the modal says", async () => {
    const page = await browser.newPage();
    const { row, wallet } = await openVaultRow(page);
    const before = await readVaultPosition(staker);
    const cakeBefore = await tokenBalance(publicClient, cake, staker);
    await row.getByTestId("vault-stake-panel").getByRole("button", { name: "Unstake" }).click();
    const dialog = page.getByRole("dialog", { name: "Unstake" });
    await dialog.getByTestId("stake-amount-input").fill("40");
    const shownFee = (PARTIAL_UNSTAKE * fees.withdrawFee) / VAULT_FEE_DENOMINATOR;
    await waitForText(dialog.getByTestId("unstake-fee-amount"), `${formatRoundedDown(shownFee, 18, 5)} CAKE`);
    await dialog.getByTestId("unstaking-fee-countdown").waitFor();

    const hash = await confirmModal(dialog, wallet);
    await expectToast(page, "Unstaked!", "Your CAKE earnings have also been harvested to your wallet!");
    const withdrawal = await decodeVaultWithdrawal(hash, fees);
    assert.equal(
      withdrawal.shares,
      sharesForCake(PARTIAL_UNSTAKE, before.pricePerFullShare),
      "the app redeems the shares worth the CAKE typed",
    );
    const gross = withdrawal.received + withdrawal.fee;
    const expectedFee = (gross * fees.withdrawFee + VAULT_FEE_DENOMINATOR - 1n) / VAULT_FEE_DENOMINATOR;
    assert.equal(withdrawal.fee, expectedFee, "withdrawFee of the amount, rounded up");
    // The modal priced the fee on the CAKE typed; the vault on what the shares fetch a few blocks later.
    assert.ok(
      withdrawal.fee > 0n &&
        (withdrawal.fee > shownFee ? withdrawal.fee - shownFee : shownFee - withdrawal.fee) <=
          shownFee / 1000n,
      `fee charged ${withdrawal.fee}, shown ${shownFee}`,
    );
    assert.equal(await tokenBalance(publicClient, cake, staker), cakeBefore + withdrawal.received);

    const after = await readVaultPosition(staker);
    assert.equal(after.shares, before.shares - withdrawal.shares);
    await waitForText(
      row.getByTestId("vault-staked-amount"),
      formatPoolAmount(cakeValueOfShares(after.shares, after.pricePerFullShare), 18),
    );
  });

  it("drops the fee after the period, and a new stake starts it again", async () => {
    const { lastDepositedTime } = await readVaultPosition(staker);
    await mineBlockAt(lastDepositedTime + fees.withdrawFeePeriod + 1n);

    const page = await browser.newPage();
    const { row, wallet } = await openVaultRow(page);
    const feeRow = row.getByTestId("unstaking-fee-row");
    await feeRow.filter({ hasText: /^0% unstaking fee/ }).waitFor();
    assert.equal(await feeRow.getByTestId("unstaking-fee-countdown").count(), 0, "no countdown");

    await row.getByTestId("vault-stake-panel").getByRole("button", { name: "Stake", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Stake in Pool" });
    await dialog.getByTestId("stake-amount-input").fill("10");
    const hash = await confirmModal(dialog, wallet);
    await expectToast(page, "Staked!", "Your CAKE funds have been staked in the pool!");
    const { blockNumber } = await publicClient.waitForTransactionReceipt({ hash });
    const { timestamp } = await publicClient.getBlock({ blockNumber });
    assert.equal((await readVaultPosition(staker)).lastDepositedTime, timestamp);
    // The page reads the deposit's block, whose clock is the new deposit time: the whole period is left.
    await waitForText(feeRow.getByTestId("unstaking-fee-countdown"), countdownText(fees.withdrawFeePeriod));
    await feeRow.filter({ hasText: `${feePercentText(fees.withdrawFee)}% unstaking fee until` }).waitFor();
  });

  it("withdraws everything without a fee once the period is over", async () => {
    const { lastDepositedTime } = await readVaultPosition(staker);
    await mineBlockAt(lastDepositedTime + fees.withdrawFeePeriod + 1n);

    const page = await browser.newPage();
    const { row, wallet } = await openVaultRow(page);
    await row
      .getByTestId("unstaking-fee-row")
      .filter({ hasText: /^0% unstaking fee/ })
      .waitFor();
    const before = await readVaultPosition(staker);
    const cakeBefore = await tokenBalance(publicClient, cake, staker);
    await row.getByTestId("vault-stake-panel").getByRole("button", { name: "Unstake" }).click();
    const dialog = page.getByRole("dialog", { name: "Unstake" });
    await dialog.getByRole("button", { name: "Max" }).click();
    await waitForText(dialog.locator("output"), "100%");
    assert.equal(await dialog.getByTestId("unstake-fee-amount").count(), 0, "no fee line");

    const hash = await confirmModal(dialog, wallet);
    await expectToast(page, "Unstaked!", "Your CAKE earnings have also been harvested to your wallet!");
    const { input } = await publicClient.getTransaction({ hash });
    assert.equal(decodeFunctionData({ abi: cakeVaultAbi, data: input }).functionName, "withdrawAll");
    const withdrawal = await decodeVaultWithdrawal(hash, fees);
    assert.equal(withdrawal.shares, before.shares, "every share is redeemed");
    assert.equal(withdrawal.fee, 0n, "no unstaking fee after the period");
    assert.equal(await tokenBalance(publicClient, cake, staker), cakeBefore + withdrawal.received);
    assert.equal((await readVaultPosition(staker)).shares, 0n);
    await row.getByTestId("vault-stake-panel").getByRole("button", { name: "Stake", exact: true }).waitFor();
  });
});
