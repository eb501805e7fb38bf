// The farms page as a user drives it: find a farm, open its details, read what each row shows.
import type { DeployedFarm } from "@griddle/sdk";
import type { Locator, Page } from "playwright-core";
import { isAddressEqual, type Address } from "viem";
import { getTestStack } from "../../harness/testStack.ts";

/** The table row of the farm with MasterChef pid `pid`. */
export function farmRow(page: Page, pid: number): Locator {
  return page.getByTestId("farm-row").and(page.locator(`[data-farm-pid="${pid}"]`));
}

/**
 * Searches 'Search Farms' for the farm's LP symbol, as a user finds a farm among many (the list shows
 * 12 at a time), then opens its row and returns it once its stake panel shows.
 */
export async function openFarmDetails(page: Page, farm: DeployedFarm): Promise<Locator> {
  const rows = page.getByTestId("farm-row");
  await rows.first().waitFor();
  await page.getByPlaceholder("Search Farms").fill(farm.lpSymbol);
  await rows.filter({ hasNotText: farm.lpSymbol }).first().waitFor({ state: "detached" });
  const row = farmRow(page, farm.pid);
  await row.getByRole("button", { name: "Details" }).click();
  await row.getByTestId("farm-stake-panel").waitFor();
  return row;
}

/** Waits until every row on screen shows its APR with the calculator beside it: all prices are read. */
export async function waitForRates(page: Page): Promise<void> {
  const rows = page.getByTestId("farm-row");
  await rows.first().waitFor();
  await rows
    .filter({ hasNot: page.getByRole("button", { name: "ROI Calculator" }) })
    .first()
    .waitFor({ state: "detached" });
}

/** Where 'Get … LP' and 'Add … LP' lead: /add/{token}/{quote}, the wrapped native coin named BNB. */
export function addLiquidityPath(farm: DeployedFarm): string {
  const { wbnb } = getTestStack().manifest.contracts;
  const id = (address: Address) => (isAddressEqual(address, wbnb) ? "BNB" : address);
  return `/add/${id(farm.token)}/${id(farm.quoteToken)}`;
}

/** One table row's figures as shown. */
export interface ShownFarmRow {
  readonly pid: number;
  readonly lpSymbol: string;
  /** 'Core' or 'Community'. */
  readonly badge: string;
  /** Whole CAKE earned, as shown (5 decimals). */
  readonly earned: number;
  /** Percent per year; null where the row shows '-'. */
  readonly apr: number | null;
  /** Whole dollars; null where the row shows '-'. */
  readonly liquidityUsd: number | null;
  /** '40X'. */
  readonly multiplier: string;
}

function parseFigure(text: string): number {
  const value = Number(text.replace(/[,~$%]|USD/g, "").trim());
  if (Number.isNaN(value)) throw new Error(`'${text}' is not a number`);
  return value;
}

function valueAfter(lines: readonly string[], label: string): { index: number; value: string } {
  const index = lines.indexOf(label);
  const value = lines[index + 1];
  if (index < 0 || value === undefined) throw new Error(`No ${label} in '${lines.join(" | ")}'`);
  return { index, value };
}

function parseShownFarmRow(pid: string, text: string): ShownFarmRow {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const earned = valueAfter(lines, "Earned");
  const apr = valueAfter(lines, "APR").value;
  const liquidity = valueAfter(lines, "Liquidity").value;
  return {
    pid: Number(pid),
    lpSymbol: lines[earned.index - 2] ?? "",
    badge: lines[earned.index - 1] ?? "",
    earned: parseFigure(earned.value),
    apr: apr === "-" ? null : parseFigure(apr),
    liquidityUsd: liquidity === "-" ? null : parseFigure(liquidity),
    multiplier: valueAfter(lines, "Multiplier").value,
  };
}

/** Every table row on screen, read in one go so that all figures come from the same render. */
export async function readShownFarmRows(page: Page): Promise<ShownFarmRow[]> {
  const rows = await page.getByTestId("farm-row").evaluateAll((elements) =>
    elements.map((element) => ({
      pid: element.getAttribute("data-farm-pid") ?? "",
      text: (element as HTMLElement).innerText,
    })),
  );
  return rows.map(({ pid, text }) => parseShownFarmRow(pid, text));
}

/** One row's figures. */
export async function readShownFarmRow(row: Locator): Promise<ShownFarmRow> {
  return parseShownFarmRow((await row.getAttribute("data-farm-pid")) ?? "", await row.innerText());
}
