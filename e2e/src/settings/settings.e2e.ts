import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";

const browser = useBrowser();

const STORAGE_KEY = "griddle:user-settings";
const CONFIRM_PROMPT = 'Please type the word "confirm" to enable expert mode.';

/** The swap page's header shows the Settings button. */
async function openSwapPage(page: Page): Promise<void> {
  await page.goto(`${getTestStack().webUrl}/swap`);
}

async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Settings", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Settings", exact: true });
  await dialog.waitFor();
  return dialog;
}

function button(scope: Locator, name: string, state: { pressed?: boolean; disabled?: boolean } = {}) {
  return scope.getByRole("button", { name, exact: true, ...state });
}

function toggle(scope: Locator, name: string, checked?: boolean) {
  return scope.getByRole("switch", { name, exact: true, ...(checked === undefined ? {} : { checked }) });
}

async function placeholderOf(field: Locator): Promise<string | null> {
  return field.getAttribute("placeholder");
}

/** Waits until every setting shows the given state; a setting in another state times out the wait. */
async function assertShownSettings(
  dialog: Locator,
  expected: {
    speed: string;
    /** The pressed slippage preset, or null when a custom value is in force. */
    slippagePreset: string | null;
    slippagePlaceholder: string;
    deadlineMinutes: string;
    expertMode: boolean;
    singleHopOnly: boolean;
    audioOn: boolean;
  },
): Promise<void> {
  for (const speed of ["Standard (5)", "Fast (6)", "Instant (7)"]) {
    await button(dialog, speed, { pressed: speed === expected.speed }).waitFor();
  }
  for (const preset of ["0.1%", "0.5%", "1.0%"]) {
    await button(dialog, preset, { pressed: preset === expected.slippagePreset }).waitFor();
  }
  assert.equal(await placeholderOf(dialog.getByLabel("Custom slippage")), expected.slippagePlaceholder);
  assert.equal(
    await placeholderOf(dialog.getByLabel("Transaction deadline (minutes)")),
    expected.deadlineMinutes,
  );
  await toggle(dialog, "Expert Mode", expected.expertMode).waitFor();
  await toggle(dialog, "Disable Multihops", expected.singleHopOnly).waitFor();
  await toggle(dialog, "Audio", expected.audioOn).waitFor();
}

const DEFAULTS = {
  speed: "Standard (5)",
  slippagePreset: "0.5%",
  slippagePlaceholder: "0.50",
  deadlineMinutes: "20",
  expertMode: false,
  singleHopOnly: false,
  audioOn: true,
};

/** Turns expert mode on through the warning and the typed-word prompt. */
async function confirmExpertMode(page: Page, settings: Locator, remember: boolean): Promise<void> {
  await toggle(settings, "Expert Mode").click();
  const warning = page.getByRole("dialog", { name: "Expert Mode", exact: true });
  await warning
    .getByText(
      "Expert mode turns off the confirm transaction prompt and allows high slippage trades that often result in bad rates and lost funds.",
    )
    .waitFor();
  await warning.getByText("Only use this mode if you know what you're doing.").waitFor();
  if (remember) await warning.getByRole("checkbox", { name: "Don't show this again" }).check();
  await button(warning, "Turn On Expert Mode").click();
  const prompt = page.getByRole("dialog", { name: "Turn On Expert Mode", exact: true });
  const word = prompt.getByLabel(CONFIRM_PROMPT);
  await word.fill("Confirm");
  await button(prompt, "Confirm", { disabled: true }).waitFor();
  await word.fill("confirm");
  await button(prompt, "Confirm", { disabled: false }).click();
}

describe("settings dialog", () => {
  it("changes every setting and finds each one kept after a reload", async () => {
    const page = await browser.newPage();
    await openSwapPage(page);
    let dialog = await openSettings(page);
    await assertShownSettings(dialog, DEFAULTS);

    await button(dialog, "Fast (6)").click();
    await button(dialog, "Fast (6)", { pressed: true }).waitFor();

    await button(dialog, "0.1%").click();
    await button(dialog, "0.1%", { pressed: true }).waitFor();
    await dialog.getByText("Your transaction may fail").waitFor();

    const customSlippage = dialog.getByLabel("Custom slippage");
    await customSlippage.fill("6");
    await dialog.getByText("Your transaction may be frontrun").waitFor();
    await button(dialog, "0.1%", { pressed: false }).waitFor();
    // 50% and more is refused: the error shows and 6% stays in force.
    await customSlippage.fill("60");
    await dialog.getByText("Enter a valid slippage percentage").waitFor();
    assert.equal(await placeholderOf(customSlippage), "6.00");
    await customSlippage.fill("0.123");
    await dialog.getByText("Enter a valid slippage percentage").waitFor();
    await customSlippage.fill("0.75");
    await dialog.getByText("Enter a valid slippage percentage").waitFor({ state: "detached" });
    assert.equal(await placeholderOf(customSlippage), "0.75");

    const deadline = dialog.getByLabel("Transaction deadline (minutes)");
    await deadline.fill("2.5");
    assert.equal(await deadline.getAttribute("aria-invalid"), "true");
    assert.equal(await placeholderOf(deadline), "20");
    await deadline.fill("45");
    assert.equal(await deadline.getAttribute("aria-invalid"), null);
    assert.equal(await placeholderOf(deadline), "45");

    await confirmExpertMode(page, dialog, true);
    await toggle(dialog, "Expert Mode", true).waitFor();

    await toggle(dialog, "Disable Multihops").click();
    await toggle(dialog, "Audio").click();

    const changed = {
      speed: "Fast (6)",
      slippagePreset: null,
      slippagePlaceholder: "0.75",
      deadlineMinutes: "45",
      expertMode: true,
      singleHopOnly: true,
      audioOn: false,
    };
    await assertShownSettings(dialog, changed);

    await page.reload();
    dialog = await openSettings(page);
    await assertShownSettings(dialog, changed);

    // Turning expert mode off is immediate; with 'Don't show this again' ticked, so is turning it on.
    await toggle(dialog, "Expert Mode").click();
    await toggle(dialog, "Expert Mode", false).waitFor();
    await toggle(dialog, "Expert Mode").click();
    await toggle(dialog, "Expert Mode", true).waitFor();
    assert.equal(await page.getByRole("dialog", { name: "Expert Mode", exact: true }).count(), 0);
  });

  it("keeps expert mode off until the word confirm is typed, and asks every time unless told not to", async () => {
    const page = await browser.newPage();
    await openSwapPage(page);
    const settings = await openSettings(page);

    await toggle(settings, "Expert Mode").click();
    const warning = page.getByRole("dialog", { name: "Expert Mode", exact: true });
    await button(warning, "Turn On Expert Mode").click();
    const prompt = page.getByRole("dialog", { name: "Turn On Expert Mode", exact: true });
    await button(prompt, "Cancel").click();
    await button(warning, "Cancel").click();
    await toggle(settings, "Expert Mode", false).waitFor();

    await confirmExpertMode(page, settings, false);
    await toggle(settings, "Expert Mode", true).waitFor();
    await toggle(settings, "Expert Mode").click();
    await toggle(settings, "Expert Mode", false).waitFor();
    await toggle(settings, "Expert Mode").click();
    await warning.waitFor();
  });

  it("shows another tab's change without a reload", async () => {
    const page = await browser.newPage();
    const otherTab = await page.context().newPage();
    await openSwapPage(page);
    await openSwapPage(otherTab);
    const dialog = await openSettings(page);
    const otherDialog = await openSettings(otherTab);
    await button(otherDialog, "Instant (7)").click();
    await button(dialog, "Instant (7)", { pressed: true }).waitFor();
  });

  it("falls back to the defaults for garbage in storage and replaces it with the next change", async () => {
    const page = await browser.newPage();
    await page.addInitScript((key) => {
      if (sessionStorage.getItem("garbage-planted") === null) {
        localStorage.setItem(key, "}{ not settings");
        sessionStorage.setItem("garbage-planted", "yes");
      }
    }, STORAGE_KEY);
    await openSwapPage(page);
    const dialog = await openSettings(page);
    await assertShownSettings(dialog, DEFAULTS);
    await button(dialog, "1.0%").click();
    await button(dialog, "1.0%", { pressed: true }).waitFor();
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
    assert.equal(JSON.parse(stored ?? "null").slippageBps, 100);
    await page.reload();
    await button(await openSettings(page), "1.0%", { pressed: true }).waitFor();
  });

  it("keeps the valid fields of a partly corrupt stored value", async () => {
    const page = await browser.newPage();
    await page.addInitScript((key) => {
      const corrupt = { version: 1, slippageBps: "lots", deadlineSeconds: 600, transactionSpeed: "warp" };
      localStorage.setItem(key, JSON.stringify({ ...corrupt, singleHopOnly: true, audioOn: "loud" }));
    }, STORAGE_KEY);
    await openSwapPage(page);
    const dialog = await openSettings(page);
    await assertShownSettings(dialog, { ...DEFAULTS, deadlineMinutes: "10", singleHopOnly: true });
  });

  it("applies changes for the visit when storage refuses to save them", async () => {
    const page = await browser.newPage();
    await page.addInitScript((key) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        setItem.call(this, name, value);
      };
    }, STORAGE_KEY);
    await openSwapPage(page);
    let dialog = await openSettings(page);
    await toggle(dialog, "Disable Multihops").click();
    await toggle(dialog, "Disable Multihops", true).waitFor();
    await page.reload();
    dialog = await openSettings(page);
    await assertShownSettings(dialog, DEFAULTS);
  });
});
