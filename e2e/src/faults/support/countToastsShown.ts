import type { Page } from "playwright-core";

/**
 * Starts counting the toasts the page shows from now on (each toast is an element whose test id
 * starts with 'toast-'), even those that dismiss themselves before anyone looks; `count` reads it.
 */
export async function countToastsShown(page: Page): Promise<{ count(): Promise<number> }> {
  await page.evaluate(() => {
    const counted = window as unknown as { __griddleToastsShown: number };
    counted.__griddleToastsShown = 0;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node instanceof HTMLElement && node.dataset.testid?.startsWith("toast-")) {
            counted.__griddleToastsShown += 1;
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return {
    count: () =>
      page.evaluate(() => (window as unknown as { __griddleToastsShown: number }).__griddleToastsShown),
  };
}
