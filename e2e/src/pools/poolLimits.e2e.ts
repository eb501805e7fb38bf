import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { formatUnits, parseEther, type Address } from "viem";
import type { DeployedPool } from "@griddle/sdk";
import type { Locator } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { tokenBalance } from "../swap/support/chainReads.ts";
import { findLivePool, readPoolPosition, tokenOf } from "./support/poolChain.ts";
import { expectToast, formatPoolAmount, openPoolDetails, waitForText } from "./support/poolsPage.ts";
import { fundStaker } from "./support/stakerAccounts.ts";

const browser = useBrowser();

/** A fresh account: it holds only what the setup below sends it. */
const ACCOUNT_INDEX = 22;
const LIMIT_REACHED = "You've already staked the maximum amount you can stake in this pool!";

/** Resolves once the tooltip is shown (it stays in the document, transparent, while closed). */
async function waitForTooltipShown(tooltip: Locator): Promise<void> {
  await tooltip
    .page()
    .waitForFunction((node) => node && getComputedStyle(node).opacity === "1", await tooltip.elementHandle());
}

describe("a pool with a per-user limit", () => {
  const { manifest } = getTestStack();
  const { cake } = manifest.contracts;
  let pool: DeployedPool;
  let limit: bigint;
  let account: Address;

  before(async () => {
    pool = await findLivePool(
      (candidate) => candidate.stakingToken === cake && candidate.stakingLimit !== "0",
    );
    limit = BigInt(pool.stakingLimit);
    // Twice the limit, so the wallet balance is never what stops a stake.
    account = await fundStaker(ACCOUNT_INDEX, {
      bnb: parseEther("10"),
      tokens: [{ token: cake, amount: 2n * limit }],
    });
  });

  it("flags stakes over the limit, fills Max up to it, then turns the add-stake button off with its tooltip", async () => {
    const { publicClient } = getTestStack();
    const earning = tokenOf(pool.earningToken);
    const limitMessage = `Maximum total stake: ${formatUnits(limit, 18)} CAKE`;
    const page = await browser.newPage();
    await openAppPage(page, "/pools", { accountIndex: ACCOUNT_INDEX });
    const row = await openPoolDetails(page, pool);
    const stakePanel = row.getByTestId("pool-stake-panel");
    // The details name the limit in whole tokens.
    const maxStake = row.getByRole("term").filter({ hasText: "Max. stake per user" });
    await waitForText(
      maxStake.locator("xpath=following-sibling::dd[1]"),
      `${(limit / 10n ** 18n).toLocaleString("en-US")} CAKE`,
    );

    await stakePanel.getByRole("button", { name: "Enable" }).click();
    await confirmTransactionReview(page, { title: "Enable CAKE" });
    await expectToast(page, "Contract Enabled", `You can now stake in the ${earning.symbol} pool!`);

    // A first stake over the limit is flagged and cannot be confirmed; half of it can.
    await stakePanel.getByRole("button", { name: "Stake", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Stake in Pool" });
    const input = dialog.getByTestId("stake-amount-input");
    const confirm = dialog.getByRole("button", { name: "Confirm changes" });
    await input.fill(formatUnits(limit + 1n, 18));
    await dialog.getByRole("alert").filter({ hasText: limitMessage }).waitFor();
    assert.equal(await confirm.isDisabled(), true, "Confirm is off over the limit");
    const half = limit / 2n;
    await input.fill(formatUnits(half, 18));
    await dialog.getByRole("alert").waitFor({ state: "detached" });
    assert.equal(await confirm.isEnabled(), true);
    await confirm.click();
    await expectToast(page, "Staked!", "Your CAKE funds have been staked in the pool!");
    await dialog.waitFor({ state: "detached" });
    assert.equal((await readPoolPosition(pool, account)).staked, half);
    await waitForText(row.getByTestId("pool-staked-amount"), formatPoolAmount(half, 18));

    // Adding to the stake counts what is staked already: one unit more than the room left is flagged.
    await stakePanel.getByRole("button", { name: "Stake", exact: true }).click();
    const room = limit - half;
    await input.fill(formatUnits(room + 1n, 18));
    await dialog.getByRole("alert").filter({ hasText: limitMessage }).waitFor();
    assert.equal(await confirm.isDisabled(), true);
    // Max fills the room left under the limit, although the wallet holds more.
    await dialog.getByRole("button", { name: "Max" }).click();
    assert.equal(await input.inputValue(), formatUnits(room, 18));
    await dialog.getByRole("alert").waitFor({ state: "detached" });
    const cakeBefore = await tokenBalance(publicClient, cake, account);
    await confirm.click();
    await expectToast(page, "Staked!", "Your CAKE funds have been staked in the pool!");
    await dialog.waitFor({ state: "detached" });
    assert.equal((await readPoolPosition(pool, account)).staked, limit);
    assert.equal(await tokenBalance(publicClient, cake, account), cakeBefore - room);
    await waitForText(row.getByTestId("pool-staked-amount"), formatPoolAmount(limit, 18));

    // At the limit the add-stake button is off, and says why on hover.
    const addStake = stakePanel.getByRole("button", { name: "Stake", exact: true });
    assert.equal(await addStake.getAttribute("aria-disabled"), "true");
    await addStake.hover();
    await waitForTooltipShown(stakePanel.getByRole("tooltip").filter({ hasText: LIMIT_REACHED }));
    // Playwright waits for aria-disabled buttons to be enabled: force the click a user can still make.
    await addStake.click({ force: true });
    assert.equal(await page.getByRole("dialog").count(), 0, "no stake modal opens at the limit");
  });
});
