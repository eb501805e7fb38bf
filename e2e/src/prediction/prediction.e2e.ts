// The prediction game through the real screen on the local chain. The suite's stack runs no keepers:
// the test is the oracle and the operator (support/predictionChain.ts), so it sets every lock and
// close price and mines to every lock block instead of waiting for it.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { LOCAL_DEV_MNEMONIC, griddlePredictionAbi, priceFeedAggregatorAbi } from "@griddle/sdk";
import { createTestClient, createWalletClient, formatUnits, http, parseEther, type Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack, type TestStack } from "../harness/testStack.ts";
import { predictionChain } from "./support/predictionChain.ts";
import {
  historyItem,
  listedRounds,
  openHistory,
  roundCard,
  typeBet,
  waitForRoundCard,
} from "./support/predictionPage.ts";

// Accounts no other suite uses: two bettors, and one that only browses.
const BULL_INDEX = 26;
const BEAR_INDEX = 27;
const VISITOR_INDEX = 28;
/** The deployer, whose seeded history has collected, uncollected and refundable rounds. */
const SEEDED_PLAYER_INDEX = 0;
const BETTOR_BALANCE = parseEther("10");

const browser = useBrowser();
let stack: TestStack;
let chain: ReturnType<typeof predictionChain>;
const addressOf = (index: number): Address =>
  mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: index }).address;

async function latestPrice(): Promise<bigint> {
  const [, answer] = await stack.publicClient.readContract({
    address: stack.manifest.prediction.priceFeed,
    abi: priceFeedAggregatorAbi,
    functionName: "latestRoundData",
  });
  return answer;
}

/** The Claim event of `account` for `epoch`: what the claim paid and in which transaction. */
async function claimOf(account: Address, epoch: bigint) {
  const [claim] = await stack.publicClient.getContractEvents({
    address: stack.manifest.prediction.contract,
    abi: griddlePredictionAbi,
    eventName: "Claim",
    args: { sender: account, epoch },
    fromBlock: BigInt(stack.manifest.prediction.startBlock),
  });
  return claim;
}

/** Waits for the Claim of `account` for `epoch`, then checks the balance moved by exactly its amount less gas. */
async function expectClaimPaid(account: Address, epoch: bigint, expected: bigint): Promise<void> {
  let claim = await claimOf(account, epoch);
  for (let tries = 0; claim === undefined && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    claim = await claimOf(account, epoch);
  }
  assert.ok(claim, `account ${account} claimed round ${epoch}`);
  assert.equal(claim.args.amount, expected);
  const receipt = await stack.publicClient.getTransactionReceipt({ hash: claim.transactionHash });
  const [before, after] = await Promise.all([
    stack.publicClient.getBalance({ address: account, blockNumber: receipt.blockNumber - 1n }),
    stack.publicClient.getBalance({ address: account, blockNumber: receipt.blockNumber }),
  ]);
  assert.equal(after - before, expected - receipt.gasUsed * receipt.effectiveGasPrice);
}

describe("prediction", () => {
  before(async () => {
    stack = getTestStack();
    chain = predictionChain();
    const testClient = createTestClient({ mode: "hardhat", transport: http(stack.manifest.rpcUrl) });
    for (const index of [BULL_INDEX, BEAR_INDEX]) {
      await testClient.setBalance({ address: addressOf(index), value: BETTOR_BALANCE });
    }
  });

  it("shows a visitor connect prompts on the next round and in the history", async () => {
    const epoch = await chain.openFreshRound();
    const page = await browser.newPage();
    await openAppPage(page, "/prediction", { accountIndex: VISITOR_INDEX, connect: false });
    const card = await waitForRoundCard(page, epoch, "next");
    await card.getByRole("button", { name: "Connect Wallet" }).waitFor();
    const history = await openHistory(page);
    await history.getByText("Connect your wallet to view your prediction history").waitFor();
  });

  it("refuses a bet below the minimum or above the balance before sending it", async () => {
    const epoch = await chain.currentEpoch();
    const minimum = await chain.minBetAmount();
    const page = await browser.newPage();
    await openAppPage(page, "/prediction", { accountIndex: BULL_INDEX });
    const panel = await typeBet(page, epoch, "UP", formatUnits(minimum - 1n, 18));
    await panel
      .getByRole("alert")
      .filter({ hasText: `A minimum amount of ${formatUnits(minimum, 18)} BNB is required` })
      .waitFor();
    await panel.getByTestId("prediction-bet-amount").fill("11");
    await panel.getByRole("alert").filter({ hasText: "Insufficient BNB balance" }).waitFor();
    assert.ok(await panel.getByRole("button", { name: "Confirm" }).isDisabled());
    assert.deepEqual(await chain.ledger(epoch, addressOf(BULL_INDEX)), [0, 0n, false]);
  });

  it("settles opposite bets at the prices the feed gives: the winner collects its exact share, the loser sees the loss", async () => {
    const epoch = await chain.currentEpoch();
    const [bull, bear] = [addressOf(BULL_INDEX), addressOf(BEAR_INDEX)];
    const bullPage = await browser.newPage();
    await openAppPage(bullPage, "/prediction", { accountIndex: BULL_INDEX });
    const bearPage = await browser.newPage();
    await openAppPage(bearPage, "/prediction", { accountIndex: BEAR_INDEX });

    for (const [page, side, amount] of [
      [bullPage, "UP", "0.1"],
      [bearPage, "DOWN", "0.05"],
    ] as const) {
      const panel = await typeBet(page, epoch, side, amount);
      await panel.getByRole("button", { name: "Confirm" }).click();
      await roundCard(page, epoch)
        .locator(`[data-testid="prediction-entered"][data-position="${side === "UP" ? "Bull" : "Bear"}"]`)
        .waitFor();
    }
    assert.deepEqual(await chain.ledger(epoch, bull), [0, parseEther("0.1"), false]);
    assert.deepEqual(await chain.ledger(epoch, bear), [1, parseEther("0.05"), false]);

    const lockPrice = await latestPrice();
    await chain.lockCurrentRound(lockPrice);
    await chain.lockCurrentRound((lockPrice * 101n) / 100n);
    const round = await chain.round(epoch);
    assert.equal(round.lockPrice, lockPrice);
    assert.equal(round.closePrice, (lockPrice * 101n) / 100n);
    assert.equal(round.rewardBaseCalAmount, parseEther("0.1"));
    // The pot less the 3% treasury cut, shared by the only winner.
    assert.equal(round.rewardAmount, (parseEther("0.15") * 97n) / 100n);
    const winnings = (parseEther("0.1") * round.rewardAmount) / round.rewardBaseCalAmount;

    const won = await waitForRoundCard(bullPage, epoch, "expired");
    await won.getByText(`${formatUnits(winnings, 18)} BNB`).waitFor({ timeout: 30_000 });
    await won.getByRole("button", { name: "Collect Winnings" }).click();
    await expectClaimPaid(bull, epoch, winnings);
    // Offered no more once the claim has mined, without waiting for the next poll.
    await won
      .getByRole("button", { name: "Collect Winnings" })
      .waitFor({ state: "detached", timeout: 5_000 });
    assert.deepEqual(await chain.ledger(epoch, bull), [0, parseEther("0.1"), true]);

    const lost = await waitForRoundCard(bearPage, epoch, "expired");
    assert.equal(await lost.getByRole("button", { name: /Collect Winnings|Reclaim/ }).count(), 0);
    const history = await openHistory(bearPage);
    const item = historyItem(history, epoch);
    await item.getByText("Lost").waitFor({ timeout: 60_000 });
    await item.getByText("−0.0500 BNB").waitFor();
  });

  it("reclaims a canceled round's bet in full", async () => {
    const epoch = await chain.currentEpoch();
    const bull = addressOf(BULL_INDEX);
    const wallet = createWalletClient({
      account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: BULL_INDEX }),
      transport: http(stack.manifest.rpcUrl),
    });
    const bet = parseEther("0.02");
    await stack.publicClient.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: stack.manifest.prediction.contract,
        abi: griddlePredictionAbi,
        functionName: "betBear",
        args: [epoch],
        value: bet,
        chain: null,
      }),
    });
    // Nobody executes the round in its window: catchUp cancels it and starts the next.
    await chain.openFreshRound();
    assert.equal((await chain.round(epoch)).cancelled, true);

    const page = await browser.newPage();
    await openAppPage(page, "/prediction", { accountIndex: BULL_INDEX });
    const canceled = await waitForRoundCard(page, epoch, "canceled");
    await canceled.getByText("Round canceled due to error (reclaim funds)").waitFor();
    await canceled.getByText(`${formatUnits(bet, 18)} BNB`).waitFor();
    await canceled.getByRole("button", { name: "Reclaim" }).click();
    await expectClaimPaid(bull, epoch, bet);
    await canceled.getByRole("button", { name: "Reclaim" }).waitFor({ state: "detached", timeout: 5_000 });
  });

  it("filters the history by all, collected and uncollected, and opens it on all", async () => {
    const player = addressOf(SEEDED_PLAYER_INDEX);
    const length = await stack.publicClient.readContract({
      address: stack.manifest.prediction.contract,
      abi: griddlePredictionAbi,
      functionName: "getUserRoundsLength",
      args: [player],
    });
    const [epochs] = await stack.publicClient.readContract({
      address: stack.manifest.prediction.contract,
      abi: griddlePredictionAbi,
      functionName: "getUserRounds",
      args: [player, 0n, length],
    });
    const current = await chain.currentEpoch();
    const rows = await Promise.all(
      epochs.map(async (epoch) => {
        const [[, , claimed], claimable, refundable] = await Promise.all([
          chain.ledger(epoch, player),
          stack.publicClient.readContract({
            address: stack.manifest.prediction.contract,
            abi: griddlePredictionAbi,
            functionName: "claimable",
            args: [epoch, player],
          }),
          stack.publicClient.readContract({
            address: stack.manifest.prediction.contract,
            abi: griddlePredictionAbi,
            functionName: "refundable",
            args: [epoch, player],
          }),
        ]);
        return { epoch, claimed, collectable: epoch < current - 1n && (claimable || refundable) };
      }),
    );
    const newestFirst = (list: bigint[]) => [...list].sort((a, b) => (a > b ? -1 : 1));
    const expected = {
      All: newestFirst(rows.map((row) => row.epoch)),
      Collected: newestFirst(rows.filter((row) => row.claimed).map((row) => row.epoch)),
      Uncollected: newestFirst(rows.filter((row) => row.collectable).map((row) => row.epoch)),
    };
    assert.ok(
      expected.Collected.length > 0 && expected.Uncollected.length > 0,
      JSON.stringify(expected, (_, v) => String(v)),
    );

    const page = await browser.newPage();
    await openAppPage(page, "/prediction", { accountIndex: SEEDED_PLAYER_INDEX });
    let history = await openHistory(page);
    const shows = async (list: bigint[]) => {
      for (let tries = 0; tries < 150; tries += 1) {
        if (String(await listedRounds(history)) === String(list)) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.deepEqual(await listedRounds(history), list);
    };
    await shows(expected.All);
    for (const filter of ["Collected", "Uncollected"] as const) {
      await history.getByRole("tab", { name: filter, exact: true }).click();
      await shows(expected[filter]);
    }
    await history.getByRole("button", { name: "Close" }).click();
    history = await openHistory(page);
    assert.equal(
      await history.getByRole("tab", { name: "All", exact: true }).getAttribute("aria-selected"),
      "true",
    );
    await shows(expected.All);
  });

  it("says the markets are paused while the game is paused, and plays on after genesis", async () => {
    const page = await browser.newPage();
    await openAppPage(page, "/prediction", { accountIndex: VISITOR_INDEX, connect: false });
    await roundCard(page, await chain.currentEpoch())
      .first()
      .waitFor();
    await chain.pause();
    await page.getByText("Markets Paused").waitFor({ timeout: 30_000 });
    await page
      .getByTestId("prediction-paused")
      .getByText("Positions canceled, reclaim via History")
      .waitFor();
    const epoch = await chain.openFreshRound();
    await waitForRoundCard(page, epoch, "next");
    await page.getByText("Markets Paused").waitFor({ state: "detached", timeout: 30_000 });
  });

  it("disables entering a round in its last blocks before the lock, instead of sending a bet that would fail", async () => {
    const epoch = await chain.currentEpoch();
    const page = await browser.newPage();
    await openAppPage(page, "/prediction", { accountIndex: BULL_INDEX });
    const card = await waitForRoundCard(page, epoch, "next");
    await card.getByRole("button", { name: "Enter UP" }).waitFor();
    const { lockBlock } = await chain.round(epoch);
    await chain.mineTo(lockBlock - 2n);
    await card.getByText("Round is about to lock").waitFor({ timeout: 30_000 });
    assert.ok(await card.getByRole("button", { name: "Enter UP" }).isDisabled());
    assert.ok(await card.getByRole("button", { name: "Enter DOWN" }).isDisabled());
  });
});
