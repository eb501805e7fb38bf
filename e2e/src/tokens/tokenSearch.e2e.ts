import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";
import { openTokenSelect, reopenTokenSelect } from "./support/openTokenSelect.ts";

const browser = useBrowser();

/** Dev account 2 only reads balances here. */
const ACCOUNT_INDEX = 2;

describe("token selection modal", () => {
  it("searches by symbol and name, picks with Enter and clicks, and shows 'No results found.'", async () => {
    const page = await browser.newPage();
    const modal = await openTokenSelect(page, ACCOUNT_INDEX);
    const search = modal.getByLabel("Search name or paste address");
    assert.equal(await search.evaluate((input) => input === document.activeElement), true);
    assert.equal(await search.getAttribute("placeholder"), "Search name or paste address");

    // The modal keeps to the spec's width limits.
    const box = await page.getByRole("dialog").boundingBox();
    assert.ok(box && box.width >= 320 && box.width <= 420, `modal width ${box?.width}`);

    // Common bases: BNB and the seeded BUSD, CAKE and BTCB.
    const bases = modal.getByRole("group", { name: "Common bases" });
    for (const symbol of ["BNB", "BUSD", "CAKE", "BTCB"]) {
      await bases.getByRole("button", { name: symbol, exact: true }).waitFor();
    }

    // Rows are 56 px high and the list shows at most 390 px of them.
    const list = modal.getByRole("list", { name: "Tokens" });
    const firstRow = list.getByRole("listitem").first();
    assert.equal((await firstRow.boundingBox())?.height, 56);
    const listHeight = await list.evaluate((element) => element.parentElement?.clientHeight);
    assert.equal(listHeight, 390);

    // Balances come first: account 2 holds the seeded tokens, so balance cells are numbers.
    await list
      .getByRole("listitem")
      .first()
      .getByText(/^[\d.,]+$/)
      .waitFor();

    // A word of the name finds the token: 'Polkadot' finds DOT.
    await search.fill("polkadot");
    await list.getByRole("button", { name: /DOT/ }).waitFor();
    // The search waits 200 ms after typing: wait for the other rows to go.
    await list.getByRole("listitem").nth(1).waitFor({ state: "detached" });
    assert.equal(await list.getByRole("listitem").count(), 1);

    await search.fill("zzzz");
    await modal.getByText("No results found.").waitFor();

    // Enter picks the only match.
    await search.fill("chainlink");
    await list.getByRole("button", { name: /LINK/ }).waitFor();
    await search.press("Enter");
    await modal.waitFor({ state: "detached" });
    assert.match(await page.getByTestId("currency-select-OUTPUT").innerText(), /LINK/);

    // 'bnb' and Enter picks the native coin.
    const again = await reopenTokenSelect(page);
    await again.getByLabel("Search name or paste address").fill("bnb");
    await again
      .getByRole("list", { name: "Tokens" })
      .getByRole("button", { name: /Wrapped BNB/ })
      .waitFor();
    await again.getByLabel("Search name or paste address").press("Enter");
    await again.waitFor({ state: "detached" });
    assert.match(await page.getByTestId("currency-select-OUTPUT").innerText(), /BNB/);

    // A click on a row picks it; a common base picks in one click.
    const third = await reopenTokenSelect(page);
    await third.getByLabel("Search name or paste address").fill("usd");
    await third
      .getByRole("list", { name: "Tokens" })
      .getByRole("button", { name: /Tether USD/ })
      .click();
    await third.waitFor({ state: "detached" });
    assert.match(await page.getByTestId("currency-select-OUTPUT").innerText(), /USDT/);
    const fourth = await reopenTokenSelect(page);
    await fourth
      .getByRole("group", { name: "Common bases" })
      .getByRole("button", { name: "CAKE", exact: true })
      .click();
    await fourth.waitFor({ state: "detached" });
    assert.match(await page.getByTestId("currency-select-OUTPUT").innerText(), /CAKE/);
  });

  it("imports a token by address from the Manage view's Tokens tab, and clears it again", async () => {
    const page = await browser.newPage();
    const pair = getTestStack().manifest.pairs[3];
    assert.ok(pair, "a seeded pair");
    const modal = await openTokenSelect(page, ACCOUNT_INDEX);
    await modal.getByRole("button", { name: "Manage Tokens" }).click();
    const manage = page.getByRole("dialog", { name: "Manage" });
    await manage.getByRole("tab", { name: "Tokens" }).click();
    const address = manage.getByPlaceholder("0x0000");
    await address.fill("0x1234");
    await manage.getByText("Enter valid token address").waitFor();
    await address.fill(pair.address.toLowerCase());
    await manage.getByText("Griddle LPs").waitFor();
    await manage.getByRole("button", { name: "Import", exact: true }).click();

    const importDialog = page.getByRole("dialog", { name: "Import Tokens" });
    await importDialog.getByText("Unknown Source").waitFor();
    const importButton = importDialog.getByRole("button", { name: "Import", exact: true });
    assert.equal(await importButton.isDisabled(), true);
    await importDialog.getByRole("checkbox", { name: "I understand" }).check();
    await importButton.click();

    // Back in Manage: the token is listed as custom, and the preview now says 'Active'.
    await manage.getByTestId("custom-token-count").filter({ hasText: "1 Custom Token" }).waitFor();
    await manage.getByPlaceholder("0x0000").fill(pair.address);
    await manage.getByText("Active", { exact: true }).waitFor();
    await manage.getByRole("button", { name: "Back" }).click();
    const search = page.getByRole("dialog", { name: "Select a Token" });
    await search.getByLabel("Search name or paste address").fill("Griddle-LP");
    await search
      .getByRole("list", { name: "Tokens" })
      .getByRole("button", { name: /Griddle-LP/ })
      .waitFor();

    await search.getByRole("button", { name: "Manage Tokens" }).click();
    await manage.getByRole("tab", { name: "Tokens" }).click();
    await manage.getByRole("button", { name: "Clear all" }).click();
    await manage.getByTestId("custom-token-count").filter({ hasText: "0 Custom Tokens" }).waitFor();
  });
});
