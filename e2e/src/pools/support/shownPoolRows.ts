// The pools table as a user reads it: each row's figures, parsed from the text under its labels.
import type { Locator, Page } from "playwright-core";

export interface ShownPoolRow {
  /** The list key: "vault", "pool-0", "pool-1", ... */
  readonly key: string;
  /** 'Earn DOGE', 'Manual CAKE', 'Auto CAKE'. */
  readonly title: string;
  /** 'Stake CAKE'. */
  readonly subtitle: string;
  /** The '~X USD' under the earned amount; 0 when nothing is earned (the row shows a plain 0). */
  readonly earnedUsd: number;
  /** Percent per year (APY for the vault); null where the row shows '-'. */
  readonly apr: number | null;
  /** Whole staking tokens everyone staked, as shown (rounded). */
  readonly totalStaked: number;
  readonly totalStakedSymbol: string;
}

function parseNumber(text: string): number {
  const value = Number(text.replace(/[,~$%]|USD/g, "").trim());
  if (Number.isNaN(value)) throw new Error(`'${text}' is not a number`);
  return value;
}

function valueAfter(lines: readonly string[], labels: readonly string[]): { index: number; value: string } {
  const index = lines.findIndex((line) => labels.includes(line));
  const value = lines[index + 1];
  if (index < 0 || value === undefined) throw new Error(`No ${labels.join("/")} in '${lines.join(" | ")}'`);
  return { index, value };
}

function parseShownPoolRow(key: string, text: string): ShownPoolRow {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const earned = valueAfter(lines, ["Earned", "Recent CAKE profit"]);
  const usdLine = lines[earned.index + 2] ?? "";
  const apr = valueAfter(lines, ["APR", "APY"]).value;
  const [amount = "", symbol = ""] = valueAfter(lines, ["Total staked"]).value.split(" ");
  return {
    key,
    title: lines[earned.index - 2] ?? "",
    subtitle: lines[earned.index - 1] ?? "",
    earnedUsd: /^~.*USD$/.test(usdLine) ? parseNumber(usdLine) : 0,
    apr: apr === "-" ? null : parseNumber(apr),
    totalStaked: parseNumber(amount),
    totalStakedSymbol: symbol,
  };
}

/** Every table row on screen, read in one go so that all figures come from the same render. */
export async function readShownPoolRows(page: Page): Promise<ShownPoolRow[]> {
  const rows = await page.getByTestId("pool-row").evaluateAll((elements) =>
    elements.map((element) => ({
      key: element.getAttribute("data-pool-key") ?? "",
      text: (element as HTMLElement).innerText,
    })),
  );
  return rows.map(({ key, text }) => parseShownPoolRow(key, text));
}

/** One row's figures. */
export async function readShownPoolRow(row: Locator): Promise<ShownPoolRow> {
  const key = (await row.getAttribute("data-pool-key")) ?? "";
  return parseShownPoolRow(key, await row.innerText());
}
