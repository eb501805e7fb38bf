import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { formatUnits, parseEther } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { findLivePool, poolKey, tokenOf } from "./support/poolChain.ts";
import { poolRow, waitForText } from "./support/poolsPage.ts";
import { assertWithin, roiPerDollar, shownRateBounds } from "./support/roiFormula.ts";
import { readShownPoolRow } from "./support/shownPoolRows.ts";
import { fundStaker } from "./support/stakerAccounts.ts";
import { readVaultFees } from "./support/vaultChain.ts";

const browser = useBrowser();

/** A visitor: the calculator needs no account (only 'My Balance' does). */
const VISITOR_INDEX = 34;
/** A fresh account given only some CAKE (and BNB for gas). */
const BALANCE_HOLDER_INDEX = 36;
const HELD_CAKE = parseEther("250");

/** The vault compounds by itself 5000 times a day (spec 000 section 9). */
const VAULT_COMPOUNDS_PER_DAY = 5000;

/** The dollar figures show cents. */
const CENT_ROUNDING = 0.005;

function parseFigure(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ""));
}

interface ShownRoi {
  readonly usd: number;
  readonly tokens: number;
  readonly percentage: number;
}

/** 'ROI at current rates': '$1,234.56' over '~ 8,230.4 DOGE (1,234.56%)'. */
async function readRoi(dialog: Locator): Promise<ShownRoi> {
  const usd = parseFigure(await dialog.getByTestId("roi-usd").innerText());
  const details = /^~\s*([\d,.]+)\s+\S+\s+\(([\d,.]+)%\)$/.exec(
    (await dialog.getByTestId("roi-tokens").innerText()).trim(),
  );
  if (!details?.[1] || !details[2]) throw new Error("The ROI's token amount and percentage are not shown");
  return { usd, tokens: parseFigure(details[1]), percentage: parseFigure(details[2]) };
}

/**
 * How far the dollar ROI may stray from the exact formula by display rounding: the token amount is
 * rounded to 3 decimals (5 for tokens worth $500 and more) before it is priced, then to cents.
 */
function roundingSlack(roi: ShownRoi): number {
  const earningTokenPrice = roi.tokens > 0 ? roi.usd / roi.tokens : 0;
  return CENT_ROUNDING + 0.0005 * earningTokenPrice;
}

/** Does `action` and reads the ROI once it has changed (each input recomputes it). */
async function roiAfter(dialog: Locator, action: () => Promise<void>): Promise<ShownRoi> {
  const figure = dialog.getByTestId("roi-usd");
  const previous = await figure.innerText();
  await action();
  const escaped = previous.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await figure.filter({ hasNotText: new RegExp(`^${escaped}$`) }).waitFor();
  return readRoi(dialog);
}

/** Waits until an input's value differs from `previous` and returns it. */
async function waitForNewValue(input: Locator, previous: string): Promise<string> {
  const element = await input.elementHandle();
  await input
    .page()
    .waitForFunction(([field, old]) => (field as HTMLInputElement | null)?.value !== old, [
      element,
      previous,
    ] as const);
  return input.inputValue();
}

/**
 * Opens the ROI Calculator beside a row's APR (APY for the vault) once the rate is known, and returns
 * the rate the row shows with the dialog.
 */
async function openCalculator(page: Page, row: Locator): Promise<{ shownRate: number; dialog: Locator }> {
  const button = row.getByRole("button", { name: "ROI Calculator" });
  await button.waitFor();
  const shownRate = (await readShownPoolRow(row)).apr;
  assert.ok(shownRate !== null && shownRate > 0, "the row shows its rate");
  await button.click();
  const dialog = page.getByRole("dialog", { name: "ROI Calculator" });
  await dialog.waitFor();
  return { shownRate, dialog };
}

/** A live pool that stakes CAKE for a partner token: the calculator's plain case. */
function findPartnerRewardPool() {
  const { cake } = getTestStack().manifest.contracts;
  return findLivePool(
    (candidate) =>
      candidate.sousId !== 0 && candidate.stakingToken === cake && candidate.earningToken !== cake,
  );
}

/** The value of a line of the expanded 'Details' panel. */
function detailsLine(dialog: Locator, label: string): Locator {
  return dialog.locator(`dt:text-is("${label}") + dd`);
}

describe("the ROI calculator", () => {
  it("gives the return on $100 over a year from the pool's APR, compounded daily or not", async () => {
    const pool = await findPartnerRewardPool();
    const page = await browser.newPage();
    await openAppPage(page, "/pools", { accountIndex: VISITOR_INDEX, connect: false });
    const { shownRate: shownApr, dialog } = await openCalculator(page, poolRow(page, poolKey(pool)));
    const aprBounds = shownRateBounds(shownApr);

    assert.equal(await dialog.getByRole("button", { name: "My Balance" }).isDisabled(), true, "no account");
    const daily = await roiAfter(dialog, () =>
      dialog.getByRole("button", { name: "$100", exact: true }).click(),
    );
    assert.equal(await dialog.getByTestId("roi-principal-input").inputValue(), "100");
    assert.equal(
      await dialog
        .getByTestId("roi-staked-for")
        .getByRole("button", { name: "1Y" })
        .getAttribute("aria-pressed"),
      "true",
      "a year by default",
    );
    assert.equal(
      await dialog.getByTestId("roi-compounding-toggle").isChecked(),
      true,
      "compounding by default",
    );
    const dailyBounds = aprBounds.map((apr) => 100 * roiPerDollar(apr, 1, 365)) as [number, number];
    assertWithin(daily.usd, dailyBounds, roundingSlack(daily), "ROI of $100 over 1Y, compounded daily");
    assert.ok(Math.abs(daily.percentage - daily.usd) <= 0.01, "the percentage of $100 is the ROI in dollars");
    const symbol = tokenOf(pool.earningToken).symbol;
    await dialog
      .getByTestId("roi-tokens")
      .filter({ hasText: ` ${symbol} (` })
      .waitFor();

    await dialog.getByRole("button", { name: "Details" }).click();
    assert.equal(parseFigure(await detailsLine(dialog, "APR").innerText()), shownApr);
    const apy = parseFigure(await detailsLine(dialog, "APY (1x daily compound)").innerText());
    assertWithin(apy, dailyBounds, CENT_ROUNDING, "APY (1x daily compound)");

    // Without compounding a year returns the APR itself: $100 at 500% earns $500.
    const simple = await roiAfter(dialog, () => dialog.getByTestId("roi-compounding-toggle").uncheck());
    assertWithin(simple.usd, aprBounds, roundingSlack(simple), "ROI of $100 over 1Y, not compounded");

    const month = await roiAfter(dialog, () =>
      dialog.getByTestId("roi-staked-for").getByRole("button", { name: "30D" }).click(),
    );
    const monthBounds = aprBounds.map((apr) => 100 * roiPerDollar(apr, 0, 30)) as [number, number];
    assertWithin(month.usd, monthBounds, roundingSlack(month), "ROI of $100 over 30D, not compounded");
  });

  it("derives the principal from a target ROI typed in the ROI box, and back", async () => {
    const pool = await findPartnerRewardPool();
    const page = await browser.newPage();
    await openAppPage(page, "/pools", { accountIndex: VISITOR_INDEX, connect: false });
    const { shownRate: shownApr, dialog } = await openCalculator(page, poolRow(page, poolKey(pool)));
    const yearly = shownRateBounds(shownApr).map((apr) => roiPerDollar(apr, 1, 365)) as [number, number];

    const roi = await roiAfter(dialog, () =>
      dialog.getByRole("button", { name: "$100", exact: true }).click(),
    );
    const direction = dialog.getByTestId("roi-direction");
    assert.equal(await direction.getAttribute("data-mode"), "roiFromPrincipal");

    // Clicking the figure turns it into the target field, starting at the ROI shown.
    await dialog.getByTestId("roi-usd").click();
    const target = dialog.getByTestId("roi-target-input");
    assert.equal(Number(await target.inputValue()), roi.usd, "the target starts at the ROI, in cents");
    assert.equal(await direction.getAttribute("data-mode"), "principalFromRoi");
    const principalInput = dialog.getByTestId("roi-principal-input");
    // That ROI needs the $100 it came from, give or take its rounding.
    assertWithin(
      Number(await principalInput.inputValue()),
      [100, 100],
      roundingSlack(roi) / yearly[0] + CENT_ROUNDING,
      "principal for the ROI of $100",
    );

    const principalFor100 = await principalInput.inputValue();
    await target.fill("1000");
    const principal = Number(await waitForNewValue(principalInput, principalFor100));
    assertWithin(principal, [1000 / yearly[1], 1000 / yearly[0]], CENT_ROUNDING, "principal for a $1000 ROI");
    const tokens = await dialog.getByTestId("roi-principal-conversion").innerText();
    assert.match(tokens, /^~ [\d.]+ CAKE$/, "the principal in CAKE beside it");

    await dialog.getByRole("button", { name: "Confirm" }).click();
    await dialog.getByTestId("roi-usd").waitFor();
    assert.equal(await direction.getAttribute("data-mode"), "roiFromPrincipal");
    const back = await readRoi(dialog);
    // The principal was rounded to cents, which moves the ROI by at most half a cent times the yield.
    assertWithin(
      back.usd,
      [1000, 1000],
      roundingSlack(back) + CENT_ROUNDING * yearly[1],
      "ROI of that principal",
    );

    // Focusing the principal also goes back to deriving the ROI from it.
    await dialog.getByTestId("roi-usd").click();
    assert.equal(await direction.getAttribute("data-mode"), "principalFromRoi");
    await principalInput.focus();
    await dialog.getByTestId("roi-usd").waitFor();
    assert.equal(await direction.getAttribute("data-mode"), "roiFromPrincipal");
  });

  it("compounds the vault 5000 times a day less its performance fee, with no compounding choice", async () => {
    const page = await browser.newPage();
    await openAppPage(page, "/pools", { accountIndex: VISITOR_INDEX, connect: false });
    const { shownRate: shownApy, dialog } = await openCalculator(page, poolRow(page, "vault"));
    assert.equal(await dialog.getByText("Compounding every").count(), 0);
    const roi = await roiAfter(dialog, () =>
      dialog.getByRole("button", { name: "$1000", exact: true }).click(),
    );
    // Over a year the vault's ROI is its APY: $1000 at 786.43% earns $7864.30.
    const bounds = shownRateBounds(shownApy).map((apy) => 10 * apy) as [number, number];
    assertWithin(roi.usd, bounds, roundingSlack(roi), "ROI of $1000 over 1Y in the vault");

    await dialog.getByRole("button", { name: "Details" }).click();
    assert.equal(
      parseFigure(await detailsLine(dialog, `APY (${VAULT_COMPOUNDS_PER_DAY}x daily compound)`).innerText()),
      shownApy,
    );
    const feePercent = Number((await readVaultFees()).performanceFee) / 100;
    await dialog
      .getByText(`All estimated rates take into account this pool's ${feePercent}% performance fee`)
      .waitFor();
  });

  it("takes 'My Balance' from the account's staking-token balance", async () => {
    await fundStaker(BALANCE_HOLDER_INDEX, {
      bnb: parseEther("1"),
      tokens: [{ token: getTestStack().manifest.contracts.cake, amount: HELD_CAKE }],
    });
    const pool = await findPartnerRewardPool();
    const page = await browser.newPage();
    await openAppPage(page, "/pools", { accountIndex: BALANCE_HOLDER_INDEX });
    const { dialog } = await openCalculator(page, poolRow(page, poolKey(pool)));
    const myBalance = dialog.getByRole("button", { name: "My Balance" });
    await myBalance.and(page.locator(":enabled")).waitFor();
    const roi = await roiAfter(dialog, () => myBalance.click());
    await waitForText(dialog.getByTestId("roi-principal-conversion"), `~ ${formatUnits(HELD_CAKE, 18)} CAKE`);
    assert.ok(roi.usd > 0, "the balance earns a return");
  });
});
