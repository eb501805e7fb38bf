import type { Locator } from "playwright-core";

/**
 * The number a balance row shows once it has loaded, as a user reads it
 * ("1,234.5678 BUSD" → 1234.5678). Waits for the row to show a number rather than its loading state.
 */
export async function readShownAmount(row: Locator): Promise<number> {
  const loaded = row.filter({ hasText: /\d/ });
  await loaded.waitFor();
  const text = await loaded.innerText();
  const match = /-?[\d,]*\.?\d+/.exec(text.replace(/\s/g, ""));
  if (!match) throw new Error(`No amount in '${text}'`);
  return Number(match[0].replace(/,/g, ""));
}
