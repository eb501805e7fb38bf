import assert from "node:assert/strict";
import type { Page } from "playwright-core";

/** The focused element draws a focus outline (the ui kit's :focus-visible style), so a keyboard user sees where they are. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      element: `${element.tagName.toLowerCase()} '${element.textContent?.trim().slice(0, 30) ?? ""}'`,
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
    };
  });
  assert.ok(focus, "nothing has focus");
  assert.notEqual(focus.outlineStyle, "none", `${focus.element} shows no focus outline`);
  assert.notEqual(focus.outlineWidth, "0px", `${focus.element} shows no focus outline`);
}
