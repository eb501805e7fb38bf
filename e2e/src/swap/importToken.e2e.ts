import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";
import { connectTestWallet } from "../harness/openAppPage.ts";
import { openSwapPage } from "./support/openSwapPage.ts";

const browser = useBrowser();

const ACCOUNT_INDEX = 14;

/** An ERC-20 that no token list names: a pool's LP token. */
function unlistedToken(index: number) {
  const pair = getTestStack().manifest.pairs[index];
  if (!pair) throw new Error(`No seeded pair ${index}`);
  return pair.address;
}

describe("unknown tokens", () => {
  it("asks to import a token named in the URL, and remembers it once imported", async () => {
    const page = await browser.newPage();
    const token = unlistedToken(0);
    // The prompt comes first, wallet or not.
    await openSwapPage(page, {
      accountIndex: ACCOUNT_INDEX,
      query: `outputCurrency=${token}`,
      connect: false,
    });

    const prompt = page.getByRole("dialog", { name: "Import Tokens" });
    await prompt.getByText("Griddle LPs (Griddle-LP)").waitFor();
    await prompt.getByText("Unknown Source").waitFor();
    await prompt
      .getByText("If you purchase an arbitrary token, you may be unable to sell it back.")
      .waitFor();
    const importButton = prompt.getByRole("button", { name: "Import", exact: true });
    assert.equal(await importButton.isDisabled(), true);
    await prompt.getByRole("checkbox", { name: "I understand" }).check();
    await importButton.click();
    await prompt.waitFor({ state: "detached" });
    assert.match(await page.getByTestId("currency-select-OUTPUT").innerText(), /Griddle-LP/);

    // No pool trades BNB for an LP token.
    await connectTestWallet(page);
    await page.getByTestId("amount-INPUT").fill("1");
    await page.getByText("Insufficient liquidity for this trade.").waitFor();

    await page.reload();
    await page.getByTestId("currency-select-OUTPUT").filter({ hasText: "Griddle-LP" }).waitFor();
    assert.equal(await prompt.count(), 0);
  });

  it("drops a token the user does not import, and imports a pasted address from the token list", async () => {
    const page = await browser.newPage();
    const token = unlistedToken(1);
    await openSwapPage(page, {
      accountIndex: ACCOUNT_INDEX,
      query: `outputCurrency=${token}`,
      connect: false,
    });
    const prompt = page.getByRole("dialog", { name: "Import Tokens" });
    await prompt.getByText("Griddle LPs (Griddle-LP)").waitFor();
    await prompt.getByRole("button", { name: "Close" }).click();
    await page.getByTestId("currency-select-OUTPUT").filter({ hasText: "Select a currency" }).waitFor();

    await page.getByTestId("currency-select-OUTPUT").click();
    const list = page.getByRole("dialog", { name: "Select a Token" });
    await list.getByLabel("Search name or paste address").fill(token.toLowerCase());
    await list.getByRole("button", { name: "Import", exact: true }).click();
    await prompt.getByRole("checkbox", { name: "I understand" }).check();
    await prompt.getByRole("button", { name: "Import", exact: true }).click();
    await prompt.waitFor({ state: "detached" });
    assert.match(await page.getByTestId("currency-select-OUTPUT").innerText(), /Griddle-LP/);
  });
});
