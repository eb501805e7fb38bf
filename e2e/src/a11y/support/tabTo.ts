import type { Locator } from "playwright-core";

/** More Tab presses than any page here needs between two controls: beyond this the target is unreachable. */
const MAX_TAB_PRESSES = 60;

/** Presses Tab (Shift+Tab with `backwards`) until `target` has focus, as a keyboard user moves through the page. */
export async function tabTo(target: Locator, { backwards = false } = {}): Promise<void> {
  const page = target.page();
  await target.waitFor();
  const visited: string[] = [];
  for (let presses = 0; presses <= MAX_TAB_PRESSES; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    visited.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        if (!element) return "(nothing)";
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? "";
        return `${element.tagName.toLowerCase()} '${name}'`;
      }),
    );
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}; focus went through: ${visited.join(", ")}`);
}
