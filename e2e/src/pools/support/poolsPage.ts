// The pools page as a user drives it: find a pool, open its details, read its panels, await its toasts.
import type { DeployedPool } from "@griddle/sdk";
import type { Locator, Page } from "playwright-core";
import { poolKey, tokenOf } from "./poolChain.ts";

/** The table row of the pool with list key `key` ("vault", "pool-0", "pool-1", ...). */
export function poolRow(page: Page, key: string): Locator {
  return page.getByTestId("pool-row").and(page.locator(`[data-pool-key="${key}"]`));
}

/**
 * Searches 'Search Pools' for the pool's earning token, as a user finds a pool among dozens (the list
 * shows 12 at a time), then opens the pool's row and returns it once its stake panel shows.
 */
export async function openPoolDetails(page: Page, pool: DeployedPool): Promise<Locator> {
  const rows = page.getByTestId("pool-row");
  await rows.first().waitFor();
  const symbol = tokenOf(pool.earningToken).symbol;
  await page.getByPlaceholder("Search Pools").fill(symbol);
  await rows.filter({ hasNotText: symbol }).first().waitFor({ state: "detached" });
  const row = poolRow(page, poolKey(pool));
  await row.getByRole("button", { name: "Details" }).click();
  await row.getByTestId("pool-stake-panel").waitFor();
  return row;
}

/**
 * Waits for the toast titled `title` that says `description`, then closes it, so a later toast with
 * the same title is a new one.
 */
export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = page
    .getByRole("status", { name: "Notifications" })
    .locator('[data-testid^="toast-"]')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ hasText: description });
  await toast.waitFor();
  await toast.getByRole("button", { name: "Close" }).click();
  await toast.waitFor({ state: "detached" });
}

/**
 * A staked or earned amount as the panels show it (spec 000 section 9: 5 decimals): rounded down,
 * thousands grouped, and a plain "0" for nothing.
 */
export function formatPoolAmount(raw: bigint, decimals: number): string {
  if (raw === 0n) return "0";
  const scale = 10n ** BigInt(decimals);
  const fifth =
    decimals >= 5 ? (raw % scale) / 10n ** BigInt(decimals - 5) : (raw % scale) * 10n ** BigInt(5 - decimals);
  const whole = (raw / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${whole}.${fifth.toString().padStart(5, "0")}`;
}

/**
 * Resolves once the element reads exactly `text` (amounts change as blocks come in); on a timeout the
 * error says what it read instead.
 */
export async function waitForText(element: Locator, text: string): Promise<void> {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  try {
    await element.filter({ hasText: new RegExp(`^${escaped}$`) }).waitFor();
  } catch (error) {
    const shown = await element.textContent({ timeout: 1000 }).catch(() => "(nothing)");
    throw new Error(`Expected '${text}', the page shows '${shown}'`, { cause: error });
  }
}
