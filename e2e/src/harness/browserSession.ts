import { after, afterEach } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "./launchChromium.ts";

// The suite runs every file in one process (--test-isolation=none), where top-level hooks belong to
// the whole run: an `after` in a file runs only once every file is done. So one browser serves the
// run, and each test's pages close when the test ends; left open, every page of the run would keep
// reading the chain on each new block until the end and slow the node down for later tests.
let browser: Promise<Browser> | undefined;
const openContexts: BrowserContext[] = [];

function sharedBrowser(): Promise<Browser> {
  browser ??= launchChromium();
  return browser;
}

async function closeOpenContexts(): Promise<void> {
  const contexts = openContexts.splice(0);
  await Promise.all(contexts.map((context) => context.close()));
}

let hooksRegistered = false;

/**
 * Pages in a fresh context each (no shared storage), closed when the test that opened them ends.
 * Call it at the top level of a test file.
 */
export function useBrowser(): { newPage(): Promise<Page> } {
  if (!hooksRegistered) {
    hooksRegistered = true;
    afterEach(closeOpenContexts);
    after(async () => {
      await closeOpenContexts();
      await (await browser)?.close();
    });
  }
  return {
    async newPage() {
      const context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 800 } });
      openContexts.push(context);
      const page = await context.newPage();
      // An uncaught error in the app fails the test that caused it, instead of passing unseen.
      page.on("pageerror", (error) => {
        throw error;
      });
      // So does anything the web server's Content-Security-Policy blocks: the app must work under it.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      page.on("console", (message) => {
        if (message.type() === "error" && message.text().startsWith("CSP violation:"))
          throw new Error(`${message.text()} on ${page.url()}`);
      });
      return page;
    },
  };
}
