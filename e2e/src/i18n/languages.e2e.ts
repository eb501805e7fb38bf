import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { cakePriceFromChain } from "../harness/cakePriceFromChain.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { tokenAddress } from "../swap/support/chainReads.ts";

const browser = useBrowser();

// Read-only: these tests only switch languages, so the wallets stay unconnected.
const GERMAN_ACCOUNT_INDEX = 56;
const ARABIC_ACCOUNT_INDEX = 57;
const MENU_ACCOUNT_INDEX = 58;

/** The key the language provider keeps the choice under (apps/web/src/shared/i18n/languageStorage.ts). */
const LANGUAGE_STORAGE_KEY = "griddle:language";

let cakePrice: string;

function languageButton(page: Page): Locator {
  return page.getByTestId("language-menu-button");
}

async function chooseLanguage(page: Page, name: string): Promise<void> {
  await languageButton(page).click();
  await page.getByRole("menuitemradio", { name, exact: true }).click();
}

async function waitForDocumentLanguage(page: Page, lang: string, dir: "ltr" | "rtl"): Promise<void> {
  await page.waitForFunction(
    ([expectedLang, expectedDir]) =>
      document.documentElement.lang === expectedLang && document.documentElement.dir === expectedDir,
    [lang, dir] as const,
  );
}

function exchangeHeading(page: Page, name: string): Locator {
  return page.getByRole("heading", { level: 1, name, exact: true });
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

async function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent ?? undefined);
}

describe("languages", () => {
  before(async () => {
    const stack = getTestStack();
    cakePrice = (await cakePriceFromChain(stack.publicClient, stack.manifest)).toFixed(3);
  });

  it("switches to German from the menu, keeps it across a reload, and writes numbers the German way", async () => {
    const page = await browser.newPage();
    await openAppPage(page, "/swap", { accountIndex: GERMAN_ACCOUNT_INDEX, connect: false });
    await exchangeHeading(page, "Exchange").waitFor();
    await page.getByRole("button", { name: "Language: English", exact: true }).waitFor();

    await chooseLanguage(page, "Deutsch");
    await exchangeHeading(page, "Börse").waitFor();
    await waitForDocumentLanguage(page, "de-DE", "ltr");
    await page.getByRole("button", { name: "Sprache: Deutsch", exact: true }).waitFor();
    await languageButton(page).getByText("DE", { exact: true }).waitFor();
    // The CAKE price in the footer and the title uses the German decimal comma.
    await page
      .getByRole("contentinfo")
      .getByText(`$${cakePrice.replace(".", ",")}`)
      .waitFor();
    await page.waitForFunction(
      (suffix) => document.title.endsWith(suffix),
      ` - $${cakePrice.replace(".", ",")} | Griddle`,
    );

    await page.reload();
    await exchangeHeading(page, "Börse").waitFor();
    await waitForDocumentLanguage(page, "de-DE", "ltr");
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY), "de-DE");

    await chooseLanguage(page, "English");
    await exchangeHeading(page, "Exchange").waitFor();
    await waitForDocumentLanguage(page, "en-US", "ltr");
  });

  it("writes token amounts from the SDK with the German decimal comma", async () => {
    const page = await browser.newPage();
    const cake = tokenAddress(getTestStack().manifest, "CAKE");
    await page.addInitScript((key) => localStorage.setItem(key, "de-DE"), LANGUAGE_STORAGE_KEY);
    await openAppPage(page, `/swap?inputCurrency=BNB&outputCurrency=${cake}&exactAmount=0.001`, {
      accountIndex: GERMAN_ACCOUNT_INDEX,
      connect: false,
    });
    await exchangeHeading(page, "Börse").waitFor();
    // The fee is 0.25% of 0.001 BNB through the direct pair: 0.0000025 BNB, whatever the reserves.
    await page.getByTestId("liquidity-provider-fee").filter({ hasText: "0,0000025 BNB" }).waitFor();
  });

  it("lays Arabic out right to left", async () => {
    const page = await browser.newPage();
    await openAppPage(page, "/swap", { accountIndex: ARABIC_ACCOUNT_INDEX, connect: false });
    await chooseLanguage(page, "العربية");
    await waitForDocumentLanguage(page, "ar-SA", "rtl");
    await exchangeHeading(page, "التبادل").waitFor();
    // Mirrored: the logo starts the header on the right, the header's controls end it on the left.
    const width = page.viewportSize()?.width ?? 0;
    const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
    const menuButton = await languageButton(page).boundingBox();
    assert.ok(logo && logo.x > width / 2, "the logo sits on the right");
    assert.ok(menuButton && menuButton.x < width / 2, "the language button sits on the left");
  });

  it("keeps the open menu on a phone's screen in Arabic", async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await openAppPage(page, "/swap", { accountIndex: ARABIC_ACCOUNT_INDEX, connect: false });
    await chooseLanguage(page, "العربية");
    await waitForDocumentLanguage(page, "ar-SA", "rtl");
    await languageButton(page).click();
    const menu = await page.getByRole("menu").boundingBox();
    assert.ok(menu && menu.x >= 0 && menu.x + menu.width <= 360, "the menu stays within the screen");
  });

  it("works the menu with the keyboard", async () => {
    const page = await browser.newPage();
    await openAppPage(page, "/swap", { accountIndex: MENU_ACCOUNT_INDEX, connect: false });
    const button = languageButton(page);
    const menu = page.getByRole("menu", { name: "Language" });
    await button.focus();
    await page.keyboard.press("Enter");
    await menu.waitFor();
    assert.equal(await button.getAttribute("aria-expanded"), "true");
    assert.equal(await focusedText(page), "English", "the checked language has focus");
    const english = menu.getByRole("menuitemradio", { name: "English" });
    assert.equal(await english.getAttribute("aria-checked"), "true");
    assert.equal(await english.getAttribute("lang"), "en-US");
    assert.equal(await menu.getByRole("menuitemradio").count(), 28);

    await page.keyboard.press("End");
    assert.equal(await focusedText(page), "繁體中文");
    await page.keyboard.press("ArrowDown");
    assert.equal(await focusedText(page), "العربية", "ArrowDown wraps to the top");
    await page.keyboard.press("ArrowUp");
    assert.equal(await focusedText(page), "繁體中文", "ArrowUp wraps to the bottom");
    await page.keyboard.press("Home");
    assert.equal(await focusedText(page), "العربية");

    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    assert.equal(await isFocused(button), true, "Escape returns focus to the button");

    await page.keyboard.press("ArrowDown");
    await menu.waitFor();
    await page.keyboard.press("ArrowDown");
    assert.equal(await focusedText(page), "Deutsch");
    await page.keyboard.press(" ");
    await exchangeHeading(page, "Börse").waitFor();
    await menu.waitFor({ state: "hidden" });
    assert.equal(await isFocused(button), true, "choosing returns focus to the button");

    const germanMenu = page.getByRole("menu", { name: "Sprache" });
    await button.click();
    await germanMenu.waitFor();
    await page.getByRole("heading", { level: 1 }).click();
    await germanMenu.waitFor({ state: "hidden" });
  });

  it("keeps English and says so when a dictionary fails to load", async () => {
    const page = await browser.newPage();
    await page.route("**/locales/fi-FI.json", (route) => route.abort());
    await openAppPage(page, "/swap", { accountIndex: MENU_ACCOUNT_INDEX, connect: false });
    await chooseLanguage(page, "Suomi");
    await page.getByRole("status").getByText("Could not load Suomi. Try again later.").waitFor();
    await exchangeHeading(page, "Exchange").waitFor();
    await waitForDocumentLanguage(page, "en-US", "ltr");
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY), null);
  });

  it("shows English and says so when the stored language's dictionary fails to load on start", async () => {
    const page = await browser.newPage();
    await page.route("**/locales/fi-FI.json", (route) => route.abort());
    await page.addInitScript((key) => localStorage.setItem(key, "fi-FI"), LANGUAGE_STORAGE_KEY);
    await openAppPage(page, "/swap", { accountIndex: MENU_ACCOUNT_INDEX, connect: false });
    await page.getByRole("status").getByText("Could not load Suomi. Try again later.").waitFor();
    await exchangeHeading(page, "Exchange").waitFor();
    await waitForDocumentLanguage(page, "en-US", "ltr");
  });

  it("falls back to English from a corrupted stored choice", async () => {
    const page = await browser.newPage();
    await page.addInitScript((key) => localStorage.setItem(key, '{"code":"xx"'), LANGUAGE_STORAGE_KEY);
    await openAppPage(page, "/swap", { accountIndex: MENU_ACCOUNT_INDEX, connect: false });
    await exchangeHeading(page, "Exchange").waitFor();
    await waitForDocumentLanguage(page, "en-US", "ltr");
    await page.getByRole("button", { name: "Language: English", exact: true }).waitFor();
  });

  for (const [name, heading] of [
    ["Deutsch", "Börse"],
    ["Ελληνικά", undefined],
    ["Русский", undefined],
  ] as const) {
    it(`fits the header into a 360 px wide screen in ${name}`, async () => {
      const page = await browser.newPage();
      await page.setViewportSize({ width: 360, height: 740 });
      await openAppPage(page, "/swap", { accountIndex: MENU_ACCOUNT_INDEX, connect: false });
      await chooseLanguage(page, name);
      await page.waitForFunction((lang) => document.documentElement.lang !== lang, "en-US");
      if (heading) await exchangeHeading(page, heading).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.equal(overflow, 0, "nothing sticks out sideways");
      const header = await page.getByRole("banner").boundingBox();
      assert.ok(header && header.height <= 80, `the header stays one row (${header?.height}px)`);
    });
  }
});
