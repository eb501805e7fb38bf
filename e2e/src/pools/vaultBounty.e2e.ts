import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { parseEther, type Address } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { tokenBalance } from "../swap/support/chainReads.ts";
import { takeOverMining, type MiningControl } from "./support/blockMining.ts";
import { formatRoundedDown } from "./support/formatRoundedDown.ts";
import { mineEveryThreeSeconds } from "../harness/mineEveryThreeSeconds.ts";
import { expectToast, waitForText } from "./support/poolsPage.ts";
import { fundStaker } from "./support/stakerAccounts.ts";
import {
  decodeVaultHarvest,
  readVaultBounty,
  readVaultFees,
  VAULT_FEE_DENOMINATOR,
  type VaultFees,
} from "./support/vaultChain.ts";

const browser = useBrowser();

/** A fresh account with only BNB for gas and no vault shares: anyone may claim the bounty. */
const CLAIMER_INDEX = 31;

/** The bounty card shows 3 decimals, the Claim Bounty modal 7, its pending yield 5. */
const CARD_DECIMALS = 3;
const MODAL_DECIMALS = 7;
const PENDING_DECIMALS = 5;

describe("the auto CAKE bounty", () => {
  const { manifest, publicClient } = getTestStack();
  const cake = manifest.contracts.cake;
  let claimer: Address;
  let fees: VaultFees;
  let mining: MiningControl;

  before(async () => {
    claimer = await fundStaker(CLAIMER_INDEX, { bnb: parseEther("1") });
    fees = await readVaultFees();
    // Blocks come only from the test's transactions: the bounty the page shows stays the latest block's.
    mining = await takeOverMining();
  });

  after(async () => {
    // Back to 3-second blocks; not blockMining's restore, which hands viem milliseconds where it takes
    // seconds (a 50-minute interval).
    await mineEveryThreeSeconds();
  });

  it("pays a second account callFee of the harvest when it claims the bounty", async () => {
    await mining.mine(1);
    const shown = await readVaultBounty();
    assert.ok(shown.bounty > 0n, "the vault has pending rewards to harvest");
    const page = await browser.newPage();
    const wallet = await openAppPage(page, "/pools", { accountIndex: CLAIMER_INDEX });
    const card = page.getByTestId("bounty-card");
    await card.getByText("Auto CAKE Bounty").waitFor();
    await waitForText(card.getByTestId("bounty-amount"), formatRoundedDown(shown.bounty, 18, CARD_DECIMALS));

    await card.getByRole("button", { name: "Claim" }).click();
    const dialog = page.getByRole("dialog", { name: "Claim Bounty" });
    await waitForText(
      dialog.getByTestId("bounty-claim-amount"),
      `${formatRoundedDown(shown.bounty, 18, MODAL_DECIMALS)} CAKE`,
    );
    await dialog
      .getByText(`${formatRoundedDown(shown.totalPending, 18, PENDING_DECIMALS)} CAKE`, { exact: true })
      .waitFor();
    await dialog.getByText(`${Number(fees.callFee) / 100}%`, { exact: true }).waitFor();

    const cakeBefore = await tokenBalance(publicClient, cake, claimer);
    await dialog.getByRole("button", { name: "Confirm changes" }).click();
    // The review opens over the modal with the same title, 'Claim Bounty': it is the one holding the review.
    await page
      .getByRole("dialog", { name: "Claim Bounty", exact: true })
      .filter({ has: page.getByTestId("transaction-review") })
      .waitFor();
    await confirmTransactionReview(page);
    const hash = await wallet.transactionSent(0);
    await expectToast(page, "Bounty collected!", "CAKE bounty has been sent to your wallet.");
    await dialog.waitFor({ state: "detached" });

    const harvest = await decodeVaultHarvest(hash);
    assert.equal(harvest.caller, claimer);
    assert.equal(
      harvest.bounty,
      (harvest.harvested * fees.callFee) / VAULT_FEE_DENOMINATOR,
      "callFee of the harvest",
    );
    assert.equal(
      harvest.performanceFee,
      (harvest.harvested * fees.performanceFee) / VAULT_FEE_DENOMINATOR,
      "performanceFee to the treasury",
    );
    // One block later than the estimate shown, so a little more.
    assert.ok(harvest.bounty >= shown.bounty, `paid ${harvest.bounty}, shown ${shown.bounty}`);
    assert.equal(await tokenBalance(publicClient, cake, claimer), cakeBefore + harvest.bounty);

    // The harvest claimed everything pending: nothing is left to claim at its block.
    assert.equal((await readVaultBounty()).bounty, 0n);
    await waitForText(card.getByTestId("bounty-amount"), formatRoundedDown(0n, 18, CARD_DECIMALS));
    assert.equal(await card.getByRole("button", { name: "Claim" }).isDisabled(), true);
  });
});
