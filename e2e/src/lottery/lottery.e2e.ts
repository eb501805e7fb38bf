// The lottery through the real screen on the local chain. The suite's stack runs no keepers: the test
// is the lottery's operator (support/lotteryChain.ts), so it closes and draws rounds when it needs to,
// moving the chain's clock to a round's end instead of waiting for it.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { LOCAL_DEV_MNEMONIC, griddleLotteryAbi, lotteryWinningBracket } from "@griddle/sdk";
import { parseEther, type Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack, type TestStack } from "../harness/testStack.ts";
import { until } from "../harness/until.ts";
import { lotteryChain } from "./support/lotteryChain.ts";

// Accounts no other suite uses: a buyer, a winner, one that only browses, one whose round is cancelled
// (and who plays the rollover round), and one with more tickets than a page.
const BUYER_INDEX = 45;
const WINNER_INDEX = 46;
const VISITOR_INDEX = 47;
const REFUND_INDEX = 48;
const HEAVY_BUYER_INDEX = 49;
const PLAYER_CAKE = parseEther("5000");

const browser = useBrowser();
let stack: TestStack;
let chain: ReturnType<typeof lotteryChain>;
const addressOf = (index: number): Address =>
  mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: index }).address;

/** The TicketsPurchase event of `account`'s latest purchase in round `lotteryId`, with its block. */
async function latestPurchase(account: Address, lotteryId: bigint, count: number) {
  const purchases = await until(
    () =>
      stack.publicClient.getContractEvents({
        address: stack.manifest.lottery.contract,
        abi: griddleLotteryAbi,
        eventName: "TicketsPurchase",
        args: { buyer: account, lotteryId },
        fromBlock: BigInt(stack.manifest.lottery.startBlock),
      }),
    (events) => events.length >= count,
    `purchase ${count} of ${account}`,
  );
  const purchase = purchases[count - 1];
  assert.ok(purchase);
  return purchase;
}

/** Opens 'Buy Tickets', types `quantity` and enables CAKE when asked; returns the dialog. */
async function openBuyDialog(page: Page, quantity: number) {
  await page.getByTestId("lottery-buy-tickets").click();
  const dialog = page.getByTestId("lottery-buy-modal");
  await dialog.getByTestId("lottery-ticket-quantity").fill(String(quantity));
  // Enable shows, disabled, until the allowance and the price are read: wait for it to turn on (or for
  // Buy, when CAKE is already enabled) rather than click a button that may then give way to Buy.
  const enable = dialog.getByRole("button", { name: "Enable", disabled: false });
  const buy = dialog.getByRole("button", { name: "Buy Instantly" });
  await enable.or(buy).first().waitFor();
  if (await enable.isVisible()) await enable.click();
  await buy.waitFor();
  return dialog;
}

/** The cost the dialog shows before buying, in CAKE wei. */
async function shownCost(page: Page): Promise<bigint> {
  const raw = await page.getByTestId("lottery-total-cost").locator("[data-raw]").getAttribute("data-raw");
  assert.ok(raw);
  return BigInt(raw);
}

describe("lottery", () => {
  before(async () => {
    stack = getTestStack();
    chain = lotteryChain();
    for (const index of [BUYER_INDEX, WINNER_INDEX, REFUND_INDEX, HEAVY_BUYER_INDEX])
      await chain.fund(addressOf(index), PLAYER_CAKE);
  });

  it("shows a visitor the live round with connect prompts", async () => {
    const lotteryId = await chain.openFreshRound();
    const page = await browser.newPage();
    await openAppPage(page, "/lottery", { accountIndex: VISITOR_INDEX, connect: false });
    await page
      .getByTestId("lottery-phase")
      .filter({ hasText: `#${lotteryId}` })
      .waitFor();
    await page.getByText("Get your tickets now!").waitFor();
    for (const panel of ["lottery-hero", "lottery-current-tickets", "lottery-check-panel"]) {
      await page.getByTestId(panel).getByRole("button", { name: "Connect Wallet" }).waitFor();
    }
    assert.equal(await page.getByTestId("lottery-buy-tickets").count(), 0);
  });

  it("buys 1 ticket, then 100, each for the contract's bulk price to the wei", async () => {
    const lotteryId = await chain.openFreshRound();
    const buyer = addressOf(BUYER_INDEX);
    const { priceTicketInCake, discountDivisor } = await chain.viewLottery(lotteryId);
    const page = await browser.newPage();
    await openAppPage(page, "/lottery", { accountIndex: BUYER_INDEX });

    for (const [purchase, quantity] of [
      [1, 1],
      [2, 100],
    ] as const) {
      const dialog = await openBuyDialog(page, quantity);
      const expected = await chain.bulkPrice(discountDivisor, priceTicketInCake, BigInt(quantity));
      await until(
        () => shownCost(page),
        (cost) => cost === expected,
        `the cost of ${quantity} tickets`,
      );
      await dialog.getByRole("button", { name: "Buy Instantly" }).click();
      const event = await latestPurchase(buyer, lotteryId, purchase);
      assert.equal(event.args.numberTickets, BigInt(quantity));
      const [before, after] = await Promise.all([
        chain.cakeBalance(buyer, event.blockNumber - 1n),
        chain.cakeBalance(buyer, event.blockNumber),
      ]);
      assert.equal(before - after, expected);
      await dialog.waitFor({ state: "detached" });
    }

    await page.getByTestId("lottery-current-ticket-count").filter({ hasText: "101" }).waitFor();
    assert.equal((await chain.ticketsOf(buyer, lotteryId)).length, 101);
  });

  it("buys the numbers edited digit by digit, refusing duplicates", async () => {
    const lotteryId = await chain.openFreshRound();
    const buyer = addressOf(BUYER_INDEX);
    const page = await browser.newPage();
    await openAppPage(page, "/lottery", { accountIndex: BUYER_INDEX });
    const dialog = await openBuyDialog(page, 2);
    await dialog.getByRole("button", { name: "View/Edit Numbers" }).click();
    const editor = page.getByTestId("lottery-edit-numbers");
    const typeTicket = async (ticket: number, digits: readonly number[]) => {
      for (const [position, digit] of digits.entries()) {
        await editor.getByLabel(`Ticket ${ticket}, digit ${position + 1}`).fill(String(digit));
      }
    };
    // Shown digits come last digit first: 1,2,3,4,5,6 is ticket number 1,654,321.
    await typeTicket(1, [1, 2, 3, 4, 5, 6]);
    await typeTicket(2, [1, 2, 3, 4, 5, 6]);
    const confirm = editor.getByRole("button", { name: "Confirm and buy" });
    await editor.getByText("Duplicate numbers").waitFor();
    assert.equal(await confirm.isDisabled(), true);
    await typeTicket(2, [9, 8, 7, 6, 5, 4]);
    await confirm.click();

    const before = (await chain.ticketsOf(buyer, lotteryId)).length;
    await until(
      () => chain.ticketsOf(buyer, lotteryId),
      (tickets) => tickets.length === before + 2,
      "the edited tickets on chain",
    );
    const numbers = (await chain.ticketsOf(buyer, lotteryId)).slice(0, 2).map(({ number }) => number);
    assert.deepEqual([...numbers].sort(), [1_456_789, 1_654_321]);
  });

  it("draws the round; the winner collects exactly its brackets' prizes, once, and sees it in the history", async () => {
    const lotteryId = await chain.openFreshRound();
    const winner = addressOf(WINNER_INDEX);
    // Ten tickets with every last digit: whatever the draw, at least one wins a bracket.
    await chain.buy(
      WINNER_INDEX,
      lotteryId,
      Array.from({ length: 10 }, (_, digit) => 1_370_250 + digit),
    );
    const finalNumber = await chain.closeAndDraw(lotteryId);
    const round = await chain.viewLottery(lotteryId);
    const tickets = await chain.ticketsOf(winner, lotteryId);
    const expected = tickets.reduce((sum, { number }) => {
      const bracket = lotteryWinningBracket(number, finalNumber);
      return bracket === undefined ? sum : sum + (round.cakePerBracket[bracket] ?? 0n);
    }, 0n);
    assert.ok(expected > 0n, "a winning ticket pays a prize");

    const page = await browser.newPage();
    await openAppPage(page, "/lottery", { accountIndex: WINNER_INDEX });
    const finished = page.getByTestId("lottery-finished-rounds");
    // Finished rounds open on the latest round, with its number and the winner's matched digits.
    await until(
      () => finished.getByTestId("lottery-round-input").inputValue(),
      (value) => value === String(lotteryId),
      "the latest finished round",
    );
    assert.equal(
      await finished.getByTestId("lottery-winning-number").getAttribute("data-number"),
      String(finalNumber),
    );
    assert.equal(await finished.getByTestId("lottery-finished-ticket").count(), 10);

    await page.getByTestId("lottery-check-now").click();
    const total = page.getByTestId("lottery-prizes-total");
    await total.waitFor();
    assert.equal(await total.getAttribute("data-raw"), String(expected));
    await page.getByTestId("lottery-collect-prizes").click();

    const [claim] = await until(
      () =>
        stack.publicClient.getContractEvents({
          address: stack.manifest.lottery.contract,
          abi: griddleLotteryAbi,
          eventName: "TicketsClaim",
          args: { claimer: winner, lotteryId },
          fromBlock: BigInt(stack.manifest.lottery.startBlock),
        }),
      (events) => events.length > 0,
      "the claim",
    );
    assert.ok(claim);
    assert.equal(claim.args.amount, expected);
    const [before, after] = await Promise.all([
      chain.cakeBalance(winner, claim.blockNumber - 1n),
      chain.cakeBalance(winner, claim.blockNumber),
    ]);
    assert.equal(after - before, expected);
    await page.getByTestId("lottery-no-prizes").waitFor();
    // The indexer's history lists the round with what it collected once it has caught up with the claim.
    await page
      .getByTestId("lottery-history-round")
      .filter({ hasText: `#${lotteryId}` })
      .filter({ hasText: "CAKE" })
      .waitFor({ timeout: 60_000 });

    // The same tickets again: the contract refuses a second claim.
    const winning = tickets.flatMap(({ id, number }) => {
      const bracket = lotteryWinningBracket(number, finalNumber);
      return bracket === undefined || round.cakePerBracket[bracket] === 0n ? [] : [{ id, bracket }];
    });
    await assert.rejects(
      stack.publicClient.simulateContract({
        address: stack.manifest.lottery.contract,
        abi: griddleLotteryAbi,
        functionName: "claimTickets",
        args: [lotteryId, winning.map(({ id }) => id), winning.map(({ bracket }) => bracket)],
        account: winner,
      }),
    );
  });

  it("refunds a cancelled round's tickets from its finished-round view, exactly what they cost, once", async () => {
    const lotteryId = await chain.openFreshRound();
    const player = addressOf(REFUND_INDEX);
    await chain.buy(REFUND_INDEX, lotteryId, [1_111_111]);
    await chain.buy(
      REFUND_INDEX,
      lotteryId,
      Array.from({ length: 7 }, (_, index) => 1_222_220 + index),
    );
    await chain.closeAndCancel(lotteryId);
    const round = await chain.viewLottery(lotteryId);
    const cost =
      (await chain.bulkPrice(round.discountDivisor, round.priceTicketInCake, 1n)) +
      (await chain.bulkPrice(round.discountDivisor, round.priceTicketInCake, 7n));
    const tickets = await chain.ticketsOf(player, lotteryId);
    const refunds = await Promise.all(tickets.map(({ id }) => chain.refundOf(lotteryId, id)));
    const expected = refunds.reduce((sum, refund) => sum + refund, 0n);
    assert.equal(expected, cost, "the tickets' refunds add up to what the two purchases cost");

    const page = await browser.newPage();
    await openAppPage(page, "/lottery", { accountIndex: REFUND_INDEX });
    const finished = page.getByTestId("lottery-finished-rounds");
    // The cancelled round is the latest finished one.
    await until(
      () => finished.getByTestId("lottery-round-input").inputValue(),
      (value) => value === String(lotteryId),
      "the cancelled round",
    );
    const total = finished.getByTestId("lottery-refund-total");
    await total.waitFor();
    assert.equal(await total.getAttribute("data-raw"), String(expected));
    await finished.getByTestId("lottery-reclaim-refund").click();

    const [refund] = await until(
      () =>
        stack.publicClient.getContractEvents({
          address: stack.manifest.lottery.contract,
          abi: griddleLotteryAbi,
          eventName: "TicketsRefund",
          args: { claimer: player, lotteryId },
          fromBlock: BigInt(stack.manifest.lottery.startBlock),
        }),
      (events) => events.length > 0,
      "the refund",
    );
    assert.ok(refund);
    assert.equal(refund.args.amount, expected);
    assert.equal(refund.args.numberTickets, 8n);
    const [before, after] = await Promise.all([
      chain.cakeBalance(player, refund.blockNumber - 1n),
      chain.cakeBalance(player, refund.blockNumber),
    ]);
    assert.equal(after - before, expected);
    await finished.getByTestId("lottery-refund-done").waitFor();
    await assert.rejects(
      stack.publicClient.simulateContract({
        address: stack.manifest.lottery.contract,
        abi: griddleLotteryAbi,
        functionName: "claimRefunds",
        args: [lotteryId, tickets.map(({ id }) => id)],
        account: player,
      }),
    );
  });

  it("rolls the shares of brackets nobody won, and the rounding remainder, into the next round's pot", async () => {
    const lotteryId = await chain.openFreshRound();
    await chain.buy(REFUND_INDEX, lotteryId, [1_031_337, 1_424_242]);
    await chain.closeAndDraw(lotteryId);
    const round = await chain.viewLottery(lotteryId);
    const pot = round.amountCollectedInCake;
    const prizePool = pot - (pot * round.treasuryFee) / 10_000n;
    const paid = round.cakePerBracket.reduce(
      (sum, prize, bracket) => sum + prize * (round.countWinnersPerBracket[bracket] ?? 0n),
      0n,
    );
    const emptyBrackets = round.countWinnersPerBracket.flatMap((count, bracket) =>
      count === 0n ? [bracket] : [],
    );
    // Two tickets: matching all six digits is a one-in-a-million chance, so bracket 5 at least is empty.
    assert.ok(emptyBrackets.includes(5), "the top bracket has no winner");
    const emptyShares = emptyBrackets.reduce(
      (sum, bracket) => sum + (prizePool * (round.rewardsBreakdown[bracket] ?? 0n)) / 10_000n,
      0n,
    );
    const carried = prizePool - paid;
    assert.ok(carried >= emptyShares, "every empty bracket's share is carried");

    const next = await chain.openFreshRound();
    assert.equal(next, lotteryId + 1n);
    assert.equal((await chain.viewLottery(next)).amountCollectedInCake, carried);

    const page = await browser.newPage();
    await openAppPage(page, "/lottery", { accountIndex: VISITOR_INDEX, connect: false });
    await page
      .getByTestId("lottery-phase")
      .filter({ hasText: `#${next}` })
      .waitFor();
    assert.equal(await page.getByTestId("lottery-prize-pot").getAttribute("data-raw"), String(carried));
    // The drawn round's table says no one won the top bracket.
    const finished = page.getByTestId("lottery-finished-rounds");
    await until(
      () => finished.getByTestId("lottery-round-input").inputValue(),
      (value) => value === String(lotteryId),
      "the drawn round",
    );
    const topBracket = finished.getByTestId("lottery-bracket-row").nth(5);
    assert.equal((await topBracket.locator("td").last().textContent())?.trim(), "0");
    assert.equal(await topBracket.locator("td[data-raw]").getAttribute("data-raw"), "0");
  });

  it("lists every ticket of an account holding more than a page of them (1,001 in one round)", async () => {
    const lotteryId = await chain.openFreshRound();
    for (let purchase = 0; purchase < 10; purchase += 1) {
      await chain.buy(
        HEAVY_BUYER_INDEX,
        lotteryId,
        Array.from({ length: 100 }, (_, index) => 1_000_000 + purchase * 100 + index),
      );
    }
    await chain.buy(HEAVY_BUYER_INDEX, lotteryId, [1_999_999]);

    const page = await browser.newPage();
    await openAppPage(page, "/lottery", { accountIndex: HEAVY_BUYER_INDEX });
    const current = page.getByTestId("lottery-current-tickets");
    await current.getByText("You have 1001 tickets this round").waitFor();
    const tickets = current.getByTestId("lottery-current-ticket");
    assert.equal(await tickets.count(), 1_001);
    // Oldest first: the first purchase's first ticket, through the last page, to the newest.
    assert.equal(await tickets.first().getAttribute("data-number"), "1000000");
    assert.equal(await tickets.nth(999).getAttribute("data-number"), "1000999");
    assert.equal(await tickets.last().getAttribute("data-number"), "1999999");
  });

  it("says a round id that does not exist does not exist", async () => {
    const lotteryId = await chain.openFreshRound();
    const page = await browser.newPage();
    await openAppPage(page, "/lottery", { accountIndex: VISITOR_INDEX, connect: false });
    const finished = page.getByTestId("lottery-finished-rounds");
    await until(
      () => finished.getByTestId("lottery-round-input").inputValue(),
      (value) => value === String(lotteryId - 1n),
      "the latest finished round",
    );
    await finished.getByTestId("lottery-round-input").fill(String(lotteryId + 5n));
    await finished.getByText("The lottery number you provided does not exist").waitFor();
    await finished.getByTestId("lottery-round-input").fill("1");
    await finished.getByTestId("lottery-winning-number").waitFor();
  });

  it("shows the live round on the home page's Lottery card", async () => {
    const lotteryId = await chain.openFreshRound();
    const page = await browser.newPage();
    await openAppPage(page, "/", { accountIndex: VISITOR_INDEX, connect: false });
    await page
      .getByTestId("home-lottery-round")
      .filter({ hasText: `#${lotteryId}` })
      .waitFor();
    await page.getByTestId("home-lottery-time-left").waitFor();
  });
});
