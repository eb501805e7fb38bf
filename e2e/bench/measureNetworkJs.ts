import type { Browser, Response } from "playwright-core";

export interface NetworkJsSize {
  readonly files: number;
  /** Response bodies as sent: Brotli (gzip for clients without it) for files over 1 KB, as the stack's web server compresses. */
  readonly transferredBytes: number;
}

/**
 * JavaScript a fresh visitor's Chromium downloads before `path` shows its main control
 * (`readySelector`): every script response from navigation until the control is visible, with an empty
 * cache and no wallet.
 */
export async function measureNetworkJs(
  browser: Browser,
  url: string,
  readySelector: string,
): Promise<NetworkJsSize> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await page.goto(url);
    await page.locator(readySelector).first().waitFor({ state: "visible" });
    const loaded = [...scripts];
    let transferredBytes = 0;
    for (const response of loaded) {
      await response.finished();
      transferredBytes += (await response.request().sizes()).responseBodySize;
    }
    return { files: loaded.length, transferredBytes };
  } finally {
    await context.close();
  }
}
