import type { Page } from "playwright-core";
import { openAppPage } from "../../harness/openAppPage.ts";
import type { TestWallet } from "../../harness/injectTestWallet.ts";

/**
 * Opens /swap with the given query string, with a dev account's test wallet injected and, unless
 * told otherwise, connected.
 */
export function openSwapPage(
  page: Page,
  { accountIndex, query = "", connect = true }: { accountIndex: number; query?: string; connect?: boolean },
): Promise<TestWallet> {
  return openAppPage(page, `/swap${query ? `?${query}` : ""}`, { accountIndex, connect });
}
