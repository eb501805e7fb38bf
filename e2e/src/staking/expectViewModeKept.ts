import assert from "node:assert/strict";
import type { Page } from "playwright-core";

/** A staking list's row and card test ids: 'pool-row' and 'pool-card', 'farm-row' and 'farm-card'. */
export interface StakingListTestIds {
  readonly row: string;
  readonly card: string;
}

/**
 * On an open /pools or /farms page: the table is the default, Card View switches to cards and keeps
 * them after a reload, and Table View brings the table back, also after a reload. `shownCards`, when
 * given, is how many cards the first page of the card view must hold.
 */
export async function expectViewModeKept(
  page: Page,
  testIds: StakingListTestIds,
  shownCards?: number,
): Promise<void> {
  const rows = page.getByTestId(testIds.row);
  const cards = page.getByTestId(testIds.card);
  const cardView = page.getByRole("button", { name: "Card View" });
  const tableView = page.getByRole("button", { name: "Table View" });
  await rows.first().waitFor();
  assert.equal(await tableView.getAttribute("aria-pressed"), "true", "a table by default");

  await cardView.click();
  await cards.first().waitFor();
  assert.equal(await rows.count(), 0);
  if (shownCards !== undefined) assert.equal(await cards.count(), shownCards);
  await page.reload();
  await cards.first().waitFor();
  assert.equal(await cardView.getAttribute("aria-pressed"), "true", "cards after a reload");
  assert.equal(await rows.count(), 0);

  await tableView.click();
  await rows.first().waitFor();
  await page.reload();
  await rows.first().waitFor();
  assert.equal(await cards.count(), 0, "the table after a reload");
}
