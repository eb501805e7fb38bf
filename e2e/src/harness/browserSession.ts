import { after, afterEach } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "./launchChromium.ts";

// The suite runs every file in one process (--test-isolation=none), where top-level hooks belong to
// the whole run: an `after` in a file runs only once every file is done. So one browser serves the
// run, and each test's pages close when the test ends; left open, every page of the run would keep
// reading the chain on each new block until the end and slow the node down for later tests.
let browser: Promise<Browser> | undefined;
const openContexts: BrowserContext[] = [];
/**
 * What went wrong in the app while the current test's pages were open: uncaught errors, and anything
 * the web server's Content-Security-Policy blocked. Collected rather than thrown from the page's
 * event, so one that arrives after the test's last step, or while it waits, still fails that test.
 */
const pageProblems: string[] = [];

function sharedBrowser(): Promise<Browser> {
  browser ??= launchChromium();
  return browser;
}

/**
 * Lets each page run what it has already queued (timers, promise callbacks) and report it: the page
 * answers an evaluate only after the events before it, so a problem thrown by then is collected.
 */
async function drainPage(page: Page): Promise<void> {
  await page
    .evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .catch(() => {
      // A page already closed or navigating has nothing left to report.
    });
}

/** Closes the test's pages, then fails the test if its app reported any problem before they closed. */
async function closeOpenContexts(): Promise<void> {
  const contexts = openContexts.splice(0);
  await Promise.all(contexts.flatMap((context) => context.pages().map(drainPage)));
  await Promise.all(contexts.map((context) => context.close()));
  const problems = pageProblems.splice(0);
  if (problems.length > 0)
    throw new Error(
      `The app reported ${problems.length} problem(s) during the test:\n${problems.join("\n")}`,
    );
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
      try {
        await closeOpenContexts();
      } finally {
        await (await browser)?.close();
      }
    });
  }
  return {
    async newPage() {
      const context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 800 } });
      openContexts.push(context);
      const page = await context.newPage();
      page.on("pageerror", (error) => {
        pageProblems.push(`Uncaught ${error.stack ?? String(error)} on ${page.url()}`);
      });
      // The app must work under the Content-Security-Policy: report what it blocks to the test.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      page.on("console", (message) => {
        if (message.type() === "error" && message.text().startsWith("CSP violation:"))
          pageProblems.push(`${message.text()} on ${page.url()}`);
      });
      return page;
    },
  };
}
