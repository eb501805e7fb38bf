import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { TEST_WALLET_NAME } from "../harness/injectTestWallet.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { expectNoSeriousViolations } from "./support/expectNoSeriousViolations.ts";

const browser = useBrowser();

/** Read-only here: this file only opens pages and dialogs. */
const ACCOUNT_INDEX = 4;
/** The key index.html's inline script and the theme provider read (apps/web/src/shared/theme). */
const THEME_STORAGE_KEY = "griddle:theme";

/** Every page of the route table (spec 000 section 2, spec 001 section 2), redirects left out. */
function routeTablePages(cake: string): string[] {
  return [
    "/",
    "/swap",
    "/liquidity",
    "/find",
    "/add",
    "/add/BNB",
    `/add/BNB/${cake}`,
    "/create",
    "/create/BNB",
    `/create/BNB/${cake}`,
    `/remove/BNB/${cake}`,
    "/farms",
    "/farms/history",
    "/farms/auction",
    "/pools",
    "/pools/history",
    "/lottery",
    "/prediction",
    "/ifo",
    "/collectibles",
    "/teams",
    "/teams/1",
    "/profile",
    "/profile/tasks",
    "/competition",
    "/voting",
    "/voting/proposal/create",
    "/voting/proposal/1",
    "/no/such/page",
  ];
}

/** Pages that show more (balances, positions, enabled buttons) once a wallet is connected. */
function walletPages(cake: string): string[] {
  return ["/swap", "/liquidity", "/find", `/add/BNB/${cake}`, `/remove/BNB/${cake}`];
}

async function waitForPage(page: Page): Promise<void> {
  await page.locator("main h1").first().waitFor();
}

for (const theme of ["light", "dark"] as const) {
  describe(`axe-core in the ${theme} theme`, () => {
    const { manifest } = getTestStack();
    const cake = manifest.contracts.cake;

    /**
     * A page of its own for each test (the harness closes a test's pages when it ends) in `theme`,
     * with the test wallet injected and connected only when asked.
     */
    async function openThemed(path: string, connect: boolean): Promise<Page> {
      const page = await browser.newPage();
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        theme,
      ] as const);
      await openAppPage(page, path, { accountIndex: ACCOUNT_INDEX, connect });
      await waitForPage(page);
      return page;
    }

    for (const path of routeTablePages(cake)) {
      it(`${path} has no serious or critical violations`, async () => {
        const page = await openThemed(path, false);
        await expectNoSeriousViolations(page, `${path} (${theme})`);
      });
    }

    it("the Connect Wallet dialog has none", async () => {
      const page = await openThemed("/swap", false);
      await page.getByRole("button", { name: "Connect Wallet" }).first().click();
      await page.getByRole("button", { name: TEST_WALLET_NAME }).waitFor();
      await expectNoSeriousViolations(page, `Connect Wallet dialog (${theme})`, "[role=dialog]");
      await page.keyboard.press("Escape");
    });

    it("the settings dialog has none", async () => {
      const page = await openThemed("/swap", false);
      await page.getByRole("button", { name: "Settings", exact: true }).first().click();
      await page.getByRole("dialog", { name: "Settings", exact: true }).waitFor();
      await expectNoSeriousViolations(page, `Settings dialog (${theme})`, "[role=dialog]");
      await page.keyboard.press("Escape");
    });

    for (const path of walletPages(cake)) {
      it(`${path} with a connected wallet has none`, async () => {
        const page = await openThemed(path, true);
        await expectNoSeriousViolations(page, `${path} with a wallet (${theme})`);
      });
    }

    it("the token select dialog has none", async () => {
      const page = await openThemed("/swap", true);
      await page.getByTestId("currency-select-OUTPUT").click();
      const dialog = page.getByRole("dialog", { name: "Select a Token" });
      await dialog.getByRole("list", { name: "Tokens" }).waitFor();
      await expectNoSeriousViolations(page, `Select a Token dialog (${theme})`, "[role=dialog]");
      await page.keyboard.press("Escape");
    });

    it("the wallet dialog has none", async () => {
      const page = await openThemed("/swap", true);
      await page.getByTestId("wallet-account-chip").click();
      await page.getByRole("tab", { name: "Wallet" }).waitFor();
      await expectNoSeriousViolations(page, `wallet dialog (${theme})`, "[role=dialog]");
      await page.keyboard.press("Escape");
    });

    it("the recent transactions dialog has none", async () => {
      const page = await openThemed("/swap", false);
      await page.getByRole("button", { name: "Recent transactions" }).click();
      await page.getByRole("dialog", { name: "Recent Transactions" }).waitFor();
      await expectNoSeriousViolations(page, `Recent Transactions dialog (${theme})`, "[role=dialog]");
      await page.keyboard.press("Escape");
    });

    it("the swap confirm dialog has none", async () => {
      const page = await openThemed(`/swap?outputCurrency=${cake}&exactAmount=1`, true);
      await page.getByTestId("swap-details").waitFor();
      await page.getByTestId("swap-button").click();
      const dialog = page.getByRole("dialog", { name: "Confirm Swap" });
      await dialog.getByTestId("confirm-swap-button").waitFor();
      await expectNoSeriousViolations(page, `Confirm Swap dialog (${theme})`, "[role=dialog]");
      await page.keyboard.press("Escape");
    });

    it("the transaction review dialog has none, with its simulated rows shown", async () => {
      const page = await openThemed(`/swap?outputCurrency=${manifest.contracts.wbnb}`, true);
      await page.getByTestId("amount-INPUT").fill("0.01");
      // Wrap is a one-click write: it opens the review first. Escape cancels it, so nothing is sent.
      await page.getByRole("button", { name: "Wrap", exact: true }).click();
      const review = page.getByRole("dialog", { name: "Wrap 0.01 BNB to WBNB", exact: true });
      await review.getByTestId("preview-change").first().waitFor();
      await expectNoSeriousViolations(page, `transaction review dialog (${theme})`, "[role=dialog]");
      await page.keyboard.press("Escape");
      await review.waitFor({ state: "detached" });
    });
  });
}
