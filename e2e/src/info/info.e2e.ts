// The Info pages (issue 24) through the real screen, against the suite's stack and its indexer: the
// overview's charts and tables, sorting and paging, a pair's reserves and a token's charts, an
// account's history as CSV checked against the chain, and the notice when the indexer cannot be
// reached. For that last one the page's requests to the indexer are aborted in the browser (Playwright
// routes them for that page only), so the indexer every other test reads keeps running.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { before, describe, it } from "node:test";
import { griddlePairAbi } from "@griddle/sdk";
import { formatUnits, parseEventLogs, type Address } from "viem";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { devAddressOf } from "../harness/devAccounts.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack, type TestStack } from "../harness/testStack.ts";
import { until } from "../harness/until.ts";
import { parseCsv } from "./support/parseCsv.ts";
import { tradeWbnbCake, waitForIndexed, type InfoTrades } from "./support/infoTrades.ts";

/** Accounts no other suite uses: one browses, one trades for the account page. */
const VISITOR_INDEX = 74;
const TRADER_INDEX = 75;

const browser = useBrowser();
let stack: TestStack;
let trades: InfoTrades;

async function openInfo(page: Page, path: string): Promise<void> {
  await openAppPage(page, path, { accountIndex: VISITOR_INDEX, connect: false });
}

/** The texts of one column of a table, by the table's accessible name, on the page shown. */
async function columnTexts(page: Page, table: string, column: number): Promise<string[]> {
  const rows = page.getByRole("table", { name: table, exact: true }).locator("tbody tr");
  await rows.first().locator("td").nth(column).waitFor();
  return rows.evaluateAll(
    (cells, index) => cells.map((row) => row.children[index]?.textContent ?? ""),
    column,
  );
}

describe("info", () => {
  before(async () => {
    stack = getTestStack();
    trades = await tradeWbnbCake(TRADER_INDEX);
    await waitForIndexed(
      devAddressOf(TRADER_INDEX),
      trades.receipts.map((receipt) => receipt.transactionHash),
    );
  });

  it("shows the overview: TVL and volume charts with their tables, tokens, pairs and transactions by type", async () => {
    const page = await browser.newPage();
    await openInfo(page, "/info");
    await until(
      () => page.title(),
      (title) => title.startsWith("Info Overview |") || title.startsWith("Info Overview -"),
      "the page's title",
    );
    for (const table of ["Liquidity by time", "Volume by time", "Top Tokens", "Top Pairs", "Transactions"]) {
      await page
        .getByRole("table", { name: table, exact: true })
        .locator("tbody tr")
        .first()
        .waitFor({ state: "attached" });
    }
    // Over the chart its figure follows the pointer (an error there would fail the test).
    const liquidityChart = page.getByTestId("info-chart-Liquidity");
    // Lightweight Charts stacks its canvases; the pointer goes to a point of the chart inside its card.
    await liquidityChart.hover({ position: { x: 200, y: 220 } });
    await liquidityChart.getByTestId("info-chart-value").filter({ hasText: "$" }).waitFor();
    await page.getByRole("button", { name: "Adds", exact: true }).click();
    const actions = await columnTexts(page, "Transactions", 0);
    assert.ok(actions.length > 0);
    assert.ok(
      actions.every((action) => action.startsWith("Add ")),
      actions.join(" | "),
    );
    await page.getByRole("button", { name: "Swaps", exact: true }).click();
    assert.ok((await columnTexts(page, "Transactions", 0)).every((action) => action.startsWith("Swap ")));
  });

  it("sorts the tokens by a column both ways and pages them", async () => {
    const page = await browser.newPage();
    await openInfo(page, "/info/tokens");
    const symbols = stack.manifest.tokens.map((token) => token.symbol).sort((a, b) => a.localeCompare(b));
    const symbolOf = (cell: string) => /\(([^)]+)\)$/.exec(cell)?.[1] ?? cell;
    const names = page.getByRole("table", { name: "All Tokens", exact: true });
    await names.getByRole("button", { name: "Name" }).click();
    await until(
      async () => (await columnTexts(page, "All Tokens", 1)).map(symbolOf),
      (shown) => shown.join() === [...symbols].reverse().slice(0, 10).join(),
      "tokens by name, Z to A",
    );
    await names.getByRole("button", { name: "Name" }).click();
    await until(
      async () => (await columnTexts(page, "All Tokens", 1)).map(symbolOf),
      (shown) => shown.join() === symbols.slice(0, 10).join(),
      "tokens by name, A to Z",
    );
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText(`Page 2 of ${Math.ceil(symbols.length / 10)}`).waitFor();
    assert.deepEqual((await columnTexts(page, "All Tokens", 1)).map(symbolOf), symbols.slice(10, 20));
  });

  it("shows a pair's reserves as the chain holds them, its rates and links to trade and add", async () => {
    const page = await browser.newPage();
    await openInfo(page, `/info/pairs/${trades.pair}`);
    const [reserve0, reserve1] = await stack.publicClient.readContract({
      address: trades.pair,
      abi: griddlePairAbi,
      functionName: "getReserves",
    });
    const shown = async (testId: string) =>
      (await page.getByTestId(testId).textContent())?.replaceAll(",", "");
    await page.getByTestId("info-reserve0").waitFor();
    assert.equal(await shown("info-reserve0"), formatUnits(reserve0, 18));
    assert.equal(await shown("info-reserve1"), formatUnits(reserve1, 18));
    assert.equal(await page.getByRole("link", { name: "Add Liquidity" }).count(), 1);
    assert.equal(await page.getByRole("link", { name: "Trade" }).count(), 1);
    await page
      .getByRole("table", { name: "Transactions", exact: true })
      .locator("tbody tr")
      .first()
      .waitFor();
  });

  it("draws a token's price as a line or candles, each chart with its table", async () => {
    const page = await browser.newPage();
    await openInfo(page, `/info/tokens/${stack.manifest.contracts.cake.toLowerCase()}`);
    await page.getByRole("heading", { name: /\(CAKE\)/ }).waitFor();
    const priceTable = page.getByRole("table", { name: "Price by time", exact: true });
    await priceTable.locator("tbody tr").first().waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Candles" }).click();
    await page.getByRole("button", { name: "Candles", pressed: true }).waitFor();
    await page.getByRole("button", { name: "Daily" }).click();
    await priceTable.locator("tbody tr").first().waitFor({ state: "attached" });
  });

  it("downloads an account's history as CSV, each line as the chain has it", async () => {
    const account = devAddressOf(TRADER_INDEX).toLowerCase() as Address;
    const page = await browser.newPage();
    await openInfo(page, `/info/accounts/${account}`);
    await page
      .getByRole("table", { name: "Liquidity positions", exact: true })
      .locator("tbody tr")
      .first()
      .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    const rows = parseCsv(await readFile(await download.path(), "utf8"));
    assert.deepEqual(rows[0], [
      "Date (UTC)",
      "Type",
      "Pair",
      "Token A",
      "Amount A",
      "Token B",
      "Amount B",
      "Value (USD)",
      "Transaction",
    ]);
    const readPair = { address: trades.pair, abi: griddlePairAbi } as const;
    const [token0, token1] = await Promise.all([
      stack.publicClient.readContract({ ...readPair, functionName: "token0" }),
      stack.publicClient.readContract({ ...readPair, functionName: "token1" }),
    ]);
    const symbolOf = (address: Address) =>
      stack.manifest.tokens.find((token) => token.address.toLowerCase() === address.toLowerCase())?.symbol ??
      "";
    const expected: string[][] = [];
    for (const receipt of trades.receipts) {
      const block = await stack.publicClient.getBlock({ blockNumber: receipt.blockNumber });
      const date = new Date(Number(block.timestamp) * 1000).toISOString();
      const [event] = parseEventLogs({
        abi: griddlePairAbi,
        eventName: ["Swap", "Mint", "Burn"],
        logs: receipt.logs,
      });
      assert.ok(event);
      const pairName = `${symbolOf(token0)}-${symbolOf(token1)}`;
      const sides =
        event.eventName === "Swap"
          ? event.args.amount0In > 0n
            ? [
                [token0, event.args.amount0In],
                [token1, event.args.amount1Out],
              ]
            : [
                [token1, event.args.amount1In],
                [token0, event.args.amount0Out],
              ]
          : [
              [token0, event.args.amount0],
              [token1, event.args.amount1],
            ];
      const kind = { Swap: "Swap", Mint: "Add", Burn: "Remove" }[event.eventName];
      expected.push([
        date,
        kind,
        pairName,
        ...sides.flatMap(([token, amount]) => [
          symbolOf(token as Address),
          formatUnits(amount as bigint, 18),
        ]),
        receipt.transactionHash,
      ]);
    }
    // Newest first; the USD value (column 7) is the indexer's, so it is only checked to be a figure.
    const lines = rows.slice(1);
    assert.equal(lines.length, expected.length);
    assert.deepEqual(
      lines.map((line) => [...line.slice(0, 7), line[8]]),
      expected.reverse(),
    );
    assert.ok(lines.every((line) => /^\d+\.\d{2}$/.test(line[7] ?? "")));
  });

  it("says plainly when the indexer cannot be reached", async () => {
    const url = stack.manifest.services?.indexerGraphqlUrl;
    assert.ok(url);
    const page = await browser.newPage();
    await page.route(url, (route) => route.abort("connectionrefused"));
    await openInfo(page, "/info");
    await page.getByText("The indexer is unreachable").waitFor({ timeout: 30_000 });
    await page.getByTestId("indexer-down").waitFor();
  });
});
