import type { Locator, Page } from "playwright-core";

/** A round's card on /prediction, by epoch. */
export function roundCard(page: Page, epoch: bigint): Locator {
  return page.locator(`[data-testid="prediction-round-card"][data-epoch="${epoch}"]`);
}

/** Waits until the card of `epoch` shows as `kind` ('next', 'live', 'expired', 'canceled', 'later'). */
export async function waitForRoundCard(page: Page, epoch: bigint, kind: string): Promise<Locator> {
  const card = page.locator(
    `[data-testid="prediction-round-card"][data-epoch="${epoch}"][data-kind="${kind}"]`,
  );
  await card.waitFor({ timeout: 60_000 });
  return card;
}

/** Opens the set-position panel of the next round's card for `side` and types `amount` (BNB). */
export async function typeBet(
  page: Page,
  epoch: bigint,
  side: "UP" | "DOWN",
  amount: string,
): Promise<Locator> {
  const card = await waitForRoundCard(page, epoch, "next");
  await card.getByRole("button", { name: `Enter ${side}` }).click();
  const panel = card.getByTestId("prediction-set-position");
  await panel.getByTestId("prediction-bet-amount").fill(amount);
  return panel;
}

/** The history pane, opened from the page's header (it opens on 'All'). */
export async function openHistory(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "History", exact: true }).click();
  const pane = page.getByRole("region", { name: "History" });
  await pane.waitFor();
  return pane;
}

/** The history's item for round `epoch`. */
export function historyItem(pane: Locator, epoch: bigint): Locator {
  return pane.getByRole("listitem").filter({ hasText: `Round #${epoch}` });
}

/** The rounds the history lists now, as shown ('Round #n'). */
export async function listedRounds(pane: Locator): Promise<bigint[]> {
  const texts = await pane.getByRole("listitem").allInnerTexts();
  return texts.flatMap((text) => {
    const match = /Round #(\d+)/.exec(text);
    return match?.[1] === undefined ? [] : [BigInt(match[1])];
  });
}
