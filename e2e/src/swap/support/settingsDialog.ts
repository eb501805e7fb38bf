import type { Locator, Page } from "playwright-core";

/** Opens the swap page's Settings dialog. */
export async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Settings", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Settings", exact: true });
  await dialog.waitFor();
  return dialog;
}

export async function closeSettings(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Turns expert mode on through its warning and the typed word, as a user must. */
export async function turnOnExpertMode(page: Page, settings: Locator): Promise<void> {
  await settings.getByRole("switch", { name: "Expert Mode", exact: true }).click();
  const warning = page.getByRole("dialog", { name: "Expert Mode", exact: true });
  await warning.getByRole("button", { name: "Turn On Expert Mode", exact: true }).click();
  const prompt = page.getByRole("dialog", { name: "Turn On Expert Mode", exact: true });
  await prompt.getByRole("textbox").fill("confirm");
  await prompt.getByRole("button", { name: "Confirm", exact: true }).click();
  await settings.getByRole("switch", { name: "Expert Mode", exact: true, checked: true }).waitFor();
}
