import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";
import { startListServer, type ListServer } from "./support/listServer.ts";
import { openTokenSelect, reopenTokenSelect } from "./support/openTokenSelect.ts";

const browser = useBrowser();

/** Dev account 3 only reads balances here. */
const ACCOUNT_INDEX = 3;

/** A list naming two of the seeded pairs' LP tokens, which no bundled list names. */
function testList(version: { major: number; minor: number; patch: number }, pairIndexes: readonly number[]) {
  const { manifest } = getTestStack();
  return {
    name: "Griddle Test List",
    timestamp: "2026-11-01T00:00:00Z",
    version,
    tokens: pairIndexes.map((index) => {
      const pair = manifest.pairs[index];
      if (!pair) throw new Error(`No seeded pair ${index}`);
      return {
        chainId: manifest.chainId,
        address: pair.address,
        name: `Test Pair ${index}`,
        symbol: `TP${index}`,
        decimals: 18,
      };
    }),
  };
}

async function openManageLists(modal: Locator, page: Page): Promise<Locator> {
  await modal.getByRole("button", { name: "Manage Tokens" }).click();
  const manage = page.getByRole("dialog", { name: "Manage" });
  await manage.getByRole("tab", { name: "Lists" }).click();
  return manage;
}

function listRow(manage: Locator): Locator {
  return manage.getByTestId("list-row").filter({ hasText: "Griddle Test List" });
}

describe("token lists", () => {
  let server: ListServer;
  before(async () => {
    server = await startListServer();
  });
  after(async () => {
    await server.close();
  });

  it("imports a list from a URL, turns it off and on, and takes a major update only when asked", async () => {
    server.serve(testList({ major: 1, minor: 0, patch: 0 }, [4, 5]));
    const page = await browser.newPage();
    const modal = await openTokenSelect(page, ACCOUNT_INDEX);
    const manage = await openManageLists(modal, page);

    const location = manage.getByLabel("List location");
    assert.equal(await location.getAttribute("placeholder"), "https:// or ipfs:// or ENS name");
    await location.fill("not a list");
    await manage.getByText("Enter valid list location").waitFor();
    await location.fill(server.url);
    const preview = manage.getByTestId("list-preview");
    await preview.getByText("Griddle Test List").waitFor();
    await preview.getByText("2 tokens").waitFor();
    await preview.getByRole("button", { name: "Import", exact: true }).click();

    const importList = page.getByRole("dialog", { name: "Import List" });
    await importList.getByText("Import at your own risk").waitFor();
    const importButton = importList.getByRole("button", { name: "Import", exact: true });
    assert.equal(await importButton.isDisabled(), true);
    await importList.getByRole("checkbox", { name: "I understand" }).check();
    await importButton.click();

    // Back in Manage, the list is on; its tokens are offered in the search.
    await listRow(manage).getByRole("switch", { checked: true }).waitFor();
    await manage.getByRole("button", { name: "Back" }).click();
    const search = page.getByRole("dialog", { name: "Select a Token" });
    await search.getByLabel("Search name or paste address").fill("TP4");
    await search
      .getByRole("list", { name: "Tokens" })
      .getByRole("button", { name: /Test Pair 4/ })
      .waitFor();

    // Turned off, its tokens only show as expanded results to import.
    const manageAgain = await openManageLists(search, page);
    await listRow(manageAgain).getByRole("switch").click();
    await listRow(manageAgain).getByRole("switch", { checked: false }).waitFor();
    await manageAgain.getByRole("button", { name: "Back" }).click();
    await search.getByLabel("Search name or paste address").fill("TP4");
    await search.getByText("Expanded results from inactive Token Lists").waitFor();
    const inactiveRow = search.getByTestId("import-row").filter({ hasText: "TP4" });
    await inactiveRow.getByRole("button", { name: "Import", exact: true }).waitFor();
    await inactiveRow.getByRole("button", { name: "Import", exact: true }).click();
    const importToken = page.getByRole("dialog", { name: "Import Tokens" });
    await importToken.getByText("via Griddle Test List").waitFor();
    await importToken.getByRole("button", { name: "Back" }).click();

    // A major update waits for 'Update list'; a reload fetches every list again.
    server.serve(testList({ major: 2, minor: 0, patch: 0 }, [5]));
    await page.reload();
    const afterReload = await reopenTokenSelect(page);
    const manageUpdate = await openManageLists(afterReload, page);
    const row = listRow(manageUpdate);
    await row.getByRole("button", { name: "List settings: Griddle Test List" }).click();
    const updateButton = row.getByRole("button", { name: "Update list" });
    await updateButton.waitFor();
    await row.getByText("v1.0.0").waitFor();
    await row.getByText("2 tokens").waitFor();
    await updateButton.click();
    await row.getByText("v2.0.0").waitFor();
    await row.getByText("1 tokens").waitFor();
    assert.equal(await updateButton.count(), 0);

    // A minor update is taken without asking.
    server.serve(testList({ major: 2, minor: 1, patch: 0 }, [5, 4]));
    await page.reload();
    const manageMinor = await openManageLists(await reopenTokenSelect(page), page);
    await listRow(manageMinor).getByText("2 tokens").waitFor();
    await listRow(manageMinor).getByRole("button", { name: "List settings: Griddle Test List" }).click();
    await listRow(manageMinor).getByText("v2.1.0").waitFor();
    assert.equal(await listRow(manageMinor).getByRole("button", { name: "Update list" }).count(), 0);

    // Removing asks first.
    page.once("dialog", (dialog) => {
      assert.equal(dialog.message(), "Please confirm you would like to remove this list");
      void dialog.accept();
    });
    await listRow(manageMinor).getByRole("button", { name: "Remove" }).click();
    await listRow(manageMinor).waitFor({ state: "detached" });
  });

  it("removes a list again when its import fails, and says so", async () => {
    const page = await browser.newPage();
    const modal = await openTokenSelect(page, ACCOUNT_INDEX);
    const manage = await openManageLists(modal, page);
    server.serve(testList({ major: 1, minor: 0, patch: 0 }, [4]));
    await manage.getByLabel("List location").fill(`${server.url}?failing`);
    await manage.getByTestId("list-preview").getByRole("button", { name: "Import", exact: true }).click();
    const importList = page.getByRole("dialog", { name: "Import List" });
    await importList.getByRole("checkbox", { name: "I understand" }).check();
    // The host breaks between the preview and the import.
    server.serve({ broken: true });
    await importList.getByRole("button", { name: "Import", exact: true }).click();
    await importList.getByText("Error importing list").waitFor();
    await importList.getByRole("button", { name: "Back" }).click();
    const search = page.getByRole("dialog", { name: "Select a Token" });
    const manageAgain = await openManageLists(search, page);
    await manageAgain.getByTestId("list-row").first().waitFor();
    assert.equal(await listRow(manageAgain).count(), 0);
  });

  it("refuses a list with duplicate tokens, and shows names from lists as text", async () => {
    const page = await browser.newPage();
    const modal = await openTokenSelect(page, ACCOUNT_INDEX);
    const manage = await openManageLists(modal, page);
    const valid = testList({ major: 1, minor: 0, patch: 0 }, [4]);
    const [token] = valid.tokens;
    assert.ok(token);
    server.serve({ ...valid, tokens: [token, { ...token, symbol: "AGAIN" }] });
    await manage.getByLabel("List location").fill(server.url);
    await manage.getByText("Token list failed validation: Duplicate tokens.").waitFor();

    const markup = "<img src=x onerror=alert(1)>";
    server.serve({
      ...valid,
      version: { major: 1, minor: 0, patch: 1 },
      tokens: [{ ...token, name: markup }],
    });
    await manage.getByLabel("List location").fill(`${server.url}?v=2`);
    await manage.getByTestId("list-preview").getByRole("button", { name: "Import", exact: true }).click();
    const importList = page.getByRole("dialog", { name: "Import List" });
    await importList.getByRole("checkbox", { name: "I understand" }).check();
    await importList.getByRole("button", { name: "Import", exact: true }).click();
    await listRow(manage).waitFor();
    await manage.getByRole("button", { name: "Back" }).click();
    await modal.getByLabel("Search name or paste address").fill("TP4");
    await modal.getByText(markup, { exact: true }).waitFor();
    assert.equal(await modal.locator("img[src='x']").count(), 0);
  });
});
