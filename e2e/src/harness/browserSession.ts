import { after, before } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "./launchChromium.ts";

/**
 * A browser for one test file, with a fresh context (no shared storage) per page. Registers its
 * own before/after hooks; call it at the top level of a test file.
 */
export function useBrowser(): { newPage(): Promise<Page> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return {
    async newPage() {
      if (!browser) throw new Error("useBrowser() pages are only available inside tests");
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      // An uncaught error in the app fails the test that caused it, instead of passing unseen.
      page.on("pageerror", (error) => {
        throw error;
      });
      return page;
    },
  };
}
