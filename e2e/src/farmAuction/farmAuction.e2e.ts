// The farm auction through the real screen on the local chain, against the seed's auctions
// (contracts/deploy/farmAuction/localFarmAuction.ts): auction 3 live for a day of blocks, auctions 1
// and 2 closed, Harbor Pay (account 130) with 200 CAKE left to reclaim from auction 2, and Quartz
// Oracle (account 129) whitelisted without a bid. Every amount is checked against the chain to the wei.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { LOCAL_AUCTION_BIDDERS, LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import { parseEther, type Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { until } from "../harness/until.ts";
import { farmAuctionChain } from "./support/farmAuctionChain.ts";

const BIDDER_INDEX = 129;
const RECLAIMER_INDEX = 130;
// Accounts no other suite uses: a visitor, and a connected wallet that is not whitelisted.
const VISITOR_INDEX = 131;
const OUTSIDER_INDEX = 132;
const BIDDER_CAKE = parseEther("1000");
const ARCHIVED_AUCTION_ID = 2n;

const browser = useBrowser();
let chain: ReturnType<typeof farmAuctionChain>;
const addressOf = (index: number): Address =>
  mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: index }).address;

async function typeBid(page: Page, amount: string): Promise<void> {
  await page.getByTestId("farm-auction-bid-input").fill(amount);
}

async function bidProblem(page: Page): Promise<string> {
  return (await page.getByTestId("farm-auction-bid-problem").textContent()) ?? "";
}

describe("farm auction", () => {
  before(async () => {
    chain = farmAuctionChain();
    await chain.fund(addressOf(BIDDER_INDEX), BIDDER_CAKE);
    await chain.fund(addressOf(OUTSIDER_INDEX), BIDDER_CAKE);
  });

  it("shows a visitor the live auction, its leaderboard and whitelist, with connect prompts", async () => {
    const page = await browser.newPage();
    await openAppPage(page, "/farms/auction", { accountIndex: VISITOR_INDEX, connect: false });
    const current = await chain.currentAuctionId();
    await page.getByTestId("farm-auction-current").getByText(`Auction #${current}`).waitFor();
    await page.getByTestId("farm-auction-status").filter({ hasText: "Live" }).waitFor();
    await page
      .getByTestId("farm-auction-countdown")
      .filter({ hasText: /Ends in \d+ blocks/ })
      .waitFor();
    for (const card of ["farm-auction-bid-card", "farm-auction-reclaim-card"]) {
      await page.getByTestId(card).getByRole("button", { name: "Connect Wallet" }).waitFor();
    }
    const leaderboard = page.getByTestId("farm-auction-leaderboard");
    await leaderboard.getByTestId("farm-auction-winner-line").waitFor();
    const rows = leaderboard.getByTestId("farm-auction-leaderboard-row");
    assert.equal(await rows.count(), 9);
    assert.equal(await leaderboard.locator('[data-winner="true"]').count(), 5);
    const whitelisted = page.getByTestId("farm-auction-whitelisted");
    assert.equal(await whitelisted.count(), LOCAL_AUCTION_BIDDERS.length);
    await page.getByTestId("farm-auction-whitelist").getByText("Quartz Oracle").waitFor();
    assert.match(await page.title(), /^Farm auction( - \$[\d.,]+)? \| Griddle$/);
  });

  it("tells a wallet that is not whitelisted that it cannot bid", async () => {
    assert.equal(await chain.whitelisted(addressOf(OUTSIDER_INDEX)), false);
    const page = await browser.newPage();
    await openAppPage(page, "/farms/auction", { accountIndex: OUTSIDER_INDEX });
    await page
      .getByTestId("farm-auction-bid-card")
      .getByText("This wallet is not whitelisted: only whitelisted project wallets can bid.")
      .waitFor();
    assert.equal(await page.getByTestId("farm-auction-bid-input").count(), 0);
  });

  it("refuses a first bid below the initial amount and an off-multiple one, then bids to the wei", async () => {
    const bidder = addressOf(BIDDER_INDEX);
    const auctionId = await chain.currentAuctionId();
    const [, , , initialBidAmount] = await chain.auction(auctionId);
    assert.equal(initialBidAmount, parseEther("100"));
    const page = await browser.newPage();
    await openAppPage(page, "/farms/auction", { accountIndex: BIDDER_INDEX });
    await page.getByTestId("farm-auction-bid-input").waitFor();

    await typeBid(page, "90");
    assert.equal(await bidProblem(page), "Your first bid must be at least 100.00 CAKE");
    await typeBid(page, "105");
    assert.equal(await bidProblem(page), "Bid must be a multiple of 10");
    await typeBid(page, "1010");
    assert.equal(await bidProblem(page), "Insufficient CAKE balance");
    assert.equal(await page.getByTestId("farm-auction-place-bid").isDisabled(), true);

    await typeBid(page, "120");
    const enable = page.getByTestId("farm-auction-approve");
    const place = page.getByTestId("farm-auction-place-bid");
    await enable.or(place).first().waitFor();
    if (await enable.isVisible()) await enable.click();
    await place.waitFor();
    await until(
      () => place.isEnabled(),
      (enabled) => enabled,
      "Place bid enabled",
    );
    await place.click();

    const first = await chain.bidEvent(bidder, 1);
    assert.equal(first.args.amount, parseEther("120"));
    const [before, after] = await Promise.all([
      chain.cakeBalance(bidder, first.blockNumber - 1n),
      chain.cakeBalance(bidder, first.blockNumber),
    ]);
    assert.equal(before - after, parseEther("120"));
    await page.getByTestId("farm-auction-your-bid").filter({ hasText: "120.00 CAKE" }).waitFor();

    // A later bid only has to be a multiple of 10.
    await typeBid(page, "15");
    assert.equal(await bidProblem(page), "Bid must be a multiple of 10");
    await typeBid(page, "10");
    await until(
      () => place.isEnabled(),
      (enabled) => enabled,
      "Place bid enabled for 10 CAKE",
    );
    await place.click();
    const second = await chain.bidEvent(bidder, 2);
    assert.equal(second.args.amount, parseEther("10"));
    const [total] = await chain.bidOf(auctionId, bidder, second.blockNumber);
    assert.equal(total, parseEther("130"));
    assert.equal(await chain.cakeBalance(bidder, second.blockNumber), BIDDER_CAKE - parseEther("130"));
    await page.getByTestId("farm-auction-your-bid").filter({ hasText: "130.00 CAKE" }).waitFor();
    await page
      .getByTestId("farm-auction-leaderboard")
      .getByTestId("farm-auction-leaderboard-row")
      .filter({ hasText: "Quartz Oracle" })
      .filter({ hasText: "130.00 CAKE" })
      .waitFor();
  });

  it("reclaims a bid that did not win, exactly the CAKE bid", async () => {
    const reclaimer = addressOf(RECLAIMER_INDEX);
    const [amount, claimed] = await chain.bidOf(ARCHIVED_AUCTION_ID, reclaimer);
    const [, , , , , threshold] = await chain.auction(ARCHIVED_AUCTION_ID);
    assert.equal(claimed, false);
    assert.ok(amount > 0n && amount < threshold, "the seed left a non-winning bid to reclaim");
    const page = await browser.newPage();
    await openAppPage(page, "/farms/auction", { accountIndex: RECLAIMER_INDEX });
    const row = page
      .getByTestId("farm-auction-reclaimable")
      .filter({ hasText: `Auction #${ARCHIVED_AUCTION_ID}: 200.00 CAKE` });
    await row.getByTestId("farm-auction-reclaim").click();

    const event = await chain.reclaimEvent(ARCHIVED_AUCTION_ID, reclaimer);
    assert.equal(event.args.amount, amount);
    const [before, after] = await Promise.all([
      chain.cakeBalance(reclaimer, event.blockNumber - 1n),
      chain.cakeBalance(reclaimer, event.blockNumber),
    ]);
    assert.equal(after - before, amount);
    assert.deepEqual(await chain.bidOf(ARCHIVED_AUCTION_ID, reclaimer, event.blockNumber), [amount, true]);
    await page.getByTestId("farm-auction-reclaim-card").getByText("No bids to reclaim.").waitFor();
  });

  it("looks up past auctions by id and asks for an id for anything else", async () => {
    const page = await browser.newPage();
    await openAppPage(page, "/farms/auction", { accountIndex: VISITOR_INDEX, connect: false });
    const archive = page.getByTestId("farm-auction-archive");
    const input = page.getByTestId("farm-auction-archive-input");
    const problem = archive.getByTestId("farm-auction-archive-problem");

    for (const text of ["abc", "0", "99", "1.5"]) {
      await input.fill(text);
      await problem.filter({ hasText: "Please specify auction ID" }).waitFor();
    }
    await input.fill("");
    // Empty, the archive shows the latest closed auction: the one before the live auction.
    await archive.getByTestId("farm-auction-archive-id").filter({ hasText: "#2" }).waitFor();

    await input.fill("1");
    await archive.getByTestId("farm-auction-archive-id").filter({ hasText: "#1" }).waitFor();
    const [, , , , , threshold] = await chain.auction(1n);
    assert.equal(threshold, parseEther("600"));
    await archive.getByTestId("farm-auction-archive-limit").filter({ hasText: "600.00 CAKE" }).waitFor();
    const board = archive.getByTestId("farm-auction-archive-leaderboard");
    await board.getByTestId("farm-auction-winner-line").waitFor();
    assert.equal(await board.getByTestId("farm-auction-leaderboard-row").count(), 7);
    assert.equal(await board.locator('[data-winner="true"]').count(), 5);
  });
});
