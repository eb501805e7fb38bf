import type { Locator, Page } from "playwright-core";
import { openAppPage } from "../../harness/openAppPage.ts";

/** Opens /swap with a dev account's wallet connected, then the output side's token selection modal. */
export async function openTokenSelect(page: Page, accountIndex: number): Promise<Locator> {
  await openAppPage(page, "/swap", { accountIndex });
  return reopenTokenSelect(page);
}

/** Opens the output side's token selection modal on a page that already shows the swap form. */
export async function reopenTokenSelect(page: Page): Promise<Locator> {
  await page.getByTestId("currency-select-OUTPUT").click();
  const modal = page.getByRole("dialog", { name: "Select a Token" });
  await modal.waitFor();
  return modal;
}
