import type { Locator, Page } from "playwright-core";

/**
 * Resolves once the button is painted in the theme's danger colour (`danger`) or in any other colour
 * (`!danger`); the button's colour transition makes a single reading unreliable.
 */
export async function waitForDangerColour(button: Locator, danger: boolean): Promise<void> {
  await button.page().waitForFunction(
    ([element, wanted]) => {
      const probe = document.createElement("div");
      probe.style.background = "var(--color-danger)";
      document.body.append(probe);
      const dangerColour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return (getComputedStyle(element as Element).backgroundColor === dangerColour) === wanted;
    },
    [await button.elementHandle(), danger] as const,
  );
}

/** The number an amount field shows once the form has worked it out. */
export async function shownFieldAmount(page: Page, testId: string): Promise<number> {
  const input = page.getByTestId(testId);
  await page.waitForFunction(
    (element) => (element as HTMLInputElement | null)?.value !== "",
    await input.elementHandle(),
  );
  return Number(await input.inputValue());
}
