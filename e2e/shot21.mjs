import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
page.on("console", (m) => m.type() === "error" && console.log("console:", m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto("http://localhost:3100/profile");
await page.getByRole("button", { name: "Connect Wallet" }).first().click();
await page.getByRole("button", { name: /Dev wallet/i }).click();
await page.getByTestId("wallet-account-chip").waitFor({ timeout: 20000 });
await page.waitForTimeout(3000);
await page.screenshot({ path: "/tmp/shots21/1-start.png", fullPage: true });
for (const path of ["/teams", "/teams/2", "/collectibles", "/profile/tasks"]) {
  await page.goto("http://localhost:3100" + path);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots21/${path.replaceAll("/", "_")}.png`, fullPage: true });
}
await browser.close();
