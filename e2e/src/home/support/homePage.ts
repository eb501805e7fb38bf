// The home page's dollar figures as a user reads them ('$1,234', '~$12.34'), checked against the chain.
import type { Locator } from "playwright-core";

/**
 * Resolves once `figure` shows a dollar amount, to `digits` decimals, that stands for `expected` give
 * or take float noise. A figure can first render from partial data (a price not read yet counts
 * nothing), so this waits for the final one; on a timeout the error says what was shown.
 */
export async function waitForUsd(figure: Locator, expected: number, digits: number): Promise<void> {
  const tolerance = 0.5 * 10 ** -digits + Math.abs(expected) * 1e-9;
  const loaded = figure.filter({ hasText: /\$\d/ });
  await loaded.waitFor();
  const element = await loaded.elementHandle();
  try {
    await figure.page().waitForFunction(
      ({ node, low, high }) => {
        const text = node?.textContent ?? "";
        const value = Number(text.slice(text.indexOf("$") + 1).replace(/,/g, ""));
        return value >= low && value <= high;
      },
      { node: element, low: expected - tolerance, high: expected + tolerance },
    );
  } catch (error) {
    const shown = await figure.textContent({ timeout: 1000 }).catch(() => "(nothing)");
    throw new Error(`Expected $${expected} (to ${digits} decimals), the page shows '${shown}'`, {
      cause: error,
    });
  } finally {
    await element?.dispose();
  }
}
