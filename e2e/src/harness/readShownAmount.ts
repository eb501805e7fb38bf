import type { Locator } from "playwright-core";

/** The number a balance row shows, as a user reads it ("1,234.5678 BUSD" → 1234.5678). */
export async function readShownAmount(row: Locator): Promise<number> {
  const text = await row.innerText();
  const match = /-?[\d,]*\.?\d+/.exec(text.replace(/\s/g, ""));
  if (!match) throw new Error(`No amount in '${text}'`);
  return Number(match[0].replace(/,/g, ""));
}
