import assert from "node:assert/strict";
import { after, afterEach, before, describe, it } from "node:test";
import { masterChefAbi, type DeployedFarm } from "@griddle/sdk";
import { decodeFunctionData, formatUnits, parseEther, type Address, type TransactionReceipt } from "viem";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";
import type { TestWallet } from "../harness/injectTestWallet.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { takeOverMining, type MiningControl } from "../pools/support/blockMining.ts";
import { formatRoundedDown } from "../pools/support/formatRoundedDown.ts";
import { expectToast, waitForText } from "../pools/support/poolsPage.ts";
import { pauseMining } from "../swap/support/pauseMining.ts";
import { cakeReceived, readCakeBalance, readPendingCake, sumOf } from "./support/cakeRewards.ts";
import { liveFarms, setUpFarmer } from "./support/farmStakes.ts";
import { waitForUsd } from "./support/homePage.ts";
import { tokenPricesUsd } from "./support/tokenPricesUsd.ts";

const browser = useBrowser();

/** Fresh accounts: they hold only what their setup below gives them. */
const HARVESTER_INDEX = 50;
const INTERRUPTED_HARVESTER_INDEX = 51;
const MANUAL_POOL_CAKE = parseEther("50");
const WALLET_CAKE = parseEther("1234.5678");
/** Blocks the stakes earn for before the page is read. */
const EARNING_BLOCKS = 20;
const CAKE_DIGITS = 3;

/** What the account has pending per MasterChef pid at the latest block, and that block. */
async function pendingAtLatest(account: Address) {
  const blockNumber = await getTestStack().publicClient.getBlockNumber();
  return { blockNumber, pending: await readPendingCake(account, blockNumber) };
}

/** The pids with CAKE pending, the manual pool (0) first. */
function pidsWithRewards(pending: ReadonlyMap<number, bigint>): number[] {
  return [...pending].filter(([, amount]) => amount > 0n).map(([pid]) => pid);
}

/**
 * Checks the card against the chain at the latest block, which must stay put meanwhile: 'CAKE to
 * Harvest' and its dollar value, 'CAKE in Wallet', and the count on 'Harvest all'.
 */
async function expectCardMatchesChain(page: Page, account: Address): Promise<ReadonlyMap<number, bigint>> {
  const { blockNumber, pending } = await pendingAtLatest(account);
  const toHarvest = sumOf(pending.values());
  const cakePrice = await tokenPricesUsd(blockNumber)(getTestStack().manifest.contracts.cake);
  assert.ok(cakePrice !== null, "CAKE has a price");

  await waitForText(page.getByTestId("home-cake-to-harvest"), formatRoundedDown(toHarvest, 18, CAKE_DIGITS));
  await waitForUsd(usdUnder(page, "home-cake-to-harvest"), Number(formatUnits(toHarvest, 18)) * cakePrice, 2);

  const balance = await readCakeBalance(account, blockNumber);
  await waitForText(page.getByTestId("home-cake-in-wallet"), formatRoundedDown(balance, 18, CAKE_DIGITS));
  await waitForUsd(usdUnder(page, "home-cake-in-wallet"), Number(formatUnits(balance, 18)) * cakePrice, 2);

  await page
    .getByRole("button", { name: `Harvest all (${pidsWithRewards(pending).length})`, exact: true })
    .waitFor();
  return pending;
}

/** The '~$' value under the CAKE amount that carries `testId`. */
function usdUnder(page: Page, testId: string) {
  return page.getByTestId(testId).locator("xpath=following-sibling::span[1]");
}

/** The MasterChef call a sent transaction made. */
async function masterChefCallOf(hash: `0x${string}`) {
  const { input } = await getTestStack().publicClient.getTransaction({ hash });
  const { functionName, args } = decodeFunctionData({ abi: masterChefAbi, data: input });
  return { functionName, args: [...(args ?? [])] };
}

/** The call that harvests `pid`: a deposit of nothing for a farm, leaveStaking(0) for the manual pool. */
function harvestCallOf(pid: number) {
  return pid === 0
    ? { functionName: "leaveStaking", args: [0n] }
    : { functionName: "deposit", args: [BigInt(pid), 0n] };
}

/**
 * Confirms the review each harvest opens ('Harvest', one per farm and for the manual pool), waits for
 * the wallet's `index`-th transaction and checks the button's progress while it is unmined.
 */
async function expectProgress(page: Page, wallet: TestWallet, index: number, total: number) {
  await confirmTransactionReview(page, { title: "Harvest" });
  const hash = await wallet.transactionSent(index);
  // The button's label turns into the progress.
  await page.getByRole("button", { name: `Collecting CAKE ${index}/${total}`, exact: true }).waitFor();
  return hash;
}

describe("'Farms & Staking' on the home page", () => {
  const { manifest, publicClient } = getTestStack();
  let farms: readonly DeployedFarm[];
  let mining: MiningControl | undefined;
  let held: { resume: () => Promise<void> } | undefined;

  before(() => {
    farms = liveFarms();
    assert.ok(farms.length >= 5, "the seed has live farms to stake in");
  });

  afterEach(async () => {
    await held?.resume();
    held = undefined;
  });

  after(async () => {
    await mining?.restore();
  });

  it("shows the CAKE to harvest and in the wallet, and 'Harvest all' collects it one farm at a time", async () => {
    const staked = farms.slice(0, 3);
    const account = await setUpFarmer(HARVESTER_INDEX, {
      farms: staked,
      manualPoolCake: MANUAL_POOL_CAKE,
      walletCake: WALLET_CAKE,
    });
    mining = await takeOverMining();
    await mining.mine(EARNING_BLOCKS);
    const page = await browser.newPage();
    const wallet = await openAppPage(page, "/", { accountIndex: HARVESTER_INDEX });

    const pending = await expectCardMatchesChain(page, account);
    const harvests = pidsWithRewards(pending);
    assert.deepEqual(harvests, [0, ...staked.map((farm) => farm.pid)], "every stake has earned");
    assert.ok(sumOf(pending.values()) >= 10n ** 15n, "the rewards show in the card's 3 decimals");

    // Each harvest stays unmined until the test mines it, so the progress can be read at every step.
    held = await pauseMining(manifest.rpcUrl);
    const balanceBefore = await readCakeBalance(account);
    await page.getByRole("button", { name: `Harvest all (${harvests.length})`, exact: true }).click();
    const receipts: TransactionReceipt[] = [];
    for (let index = 0; index < harvests.length; index++) {
      const hash = await expectProgress(page, wallet, index, harvests.length);
      await mining.mine(1);
      receipts.push(await publicClient.waitForTransactionReceipt({ hash }));
    }
    await expectToast(page, "Harvested!", "Your CAKE earnings have been sent to your wallet!");
    assert.equal(wallet.sentTransactions.length, harvests.length, "one transaction per harvest");

    // The farms in catalogue order, then the manual pool.
    const order = [...harvests.filter((pid) => pid !== 0), 0];
    assert.deepEqual(
      await Promise.all(wallet.sentTransactions.map(masterChefCallOf)),
      order.map(harvestCallOf),
    );
    const paid = receipts.map((receipt) => cakeReceived(receipt, account));
    for (const [index, receipt] of receipts.entries()) {
      assert.equal(receipt.status, "success");
      const pid = order[index] ?? -1;
      assert.ok((paid[index] ?? 0n) >= (pending.get(pid) ?? 0n), `pid ${pid} paid at least what was shown`);
      const left = await readPendingCake(account, receipt.blockNumber);
      assert.equal(left.get(pid), 0n, `nothing is left pending in pid ${pid} once harvested`);
    }
    const lastBlock = receipts.at(-1)?.blockNumber;
    assert.equal(
      await readCakeBalance(account, lastBlock),
      balanceBefore + sumOf(paid),
      "the wallet grew by exactly what the harvests paid",
    );

    // The card follows: new rewards only from the blocks mined since each harvest.
    await held.resume();
    held = undefined;
    await mining.restore();
    mining = await takeOverMining();
    await expectCardMatchesChain(page, account);
  });

  it("stops at a transaction the wallet rejects, sending nothing more", async () => {
    const staked = farms.slice(3, 5);
    const account = await setUpFarmer(INTERRUPTED_HARVESTER_INDEX, {
      farms: staked,
      manualPoolCake: MANUAL_POOL_CAKE,
    });
    mining = await takeOverMining();
    await mining.mine(EARNING_BLOCKS);
    const page = await browser.newPage();
    const wallet = await openAppPage(page, "/", { accountIndex: INTERRUPTED_HARVESTER_INDEX });
    const pending = await expectCardMatchesChain(page, account);
    const harvests = pidsWithRewards(pending);
    assert.equal(harvests.length, staked.length + 1);

    held = await pauseMining(manifest.rpcUrl);
    await page.getByRole("button", { name: `Harvest all (${harvests.length})`, exact: true }).click();
    const first = await expectProgress(page, wallet, 0, harvests.length);
    // The second harvest is asked for only once the first is mined: the user confirms its review, then
    // rejects it in the wallet.
    wallet.rejectNext("eth_sendTransaction");
    await mining.mine(1);
    await confirmTransactionReview(page, { title: "Harvest" });
    const firstReceipt = await publicClient.waitForTransactionReceipt({ hash: first });
    await expectToast(
      page,
      "Error",
      "Please try again. Confirm the transaction and make sure you are paying enough gas!",
    );

    assert.equal(wallet.sentTransactions.length, 1, "nothing is sent after the rejection");
    assert.equal(
      wallet.requests.filter((method) => method === "eth_sendTransaction").length,
      2,
      "the wallet was asked for the second harvest, which it rejected",
    );
    const firstPid = staked[0]?.pid ?? -1;
    assert.deepEqual(await masterChefCallOf(first), harvestCallOf(firstPid));
    // No block since the first harvest: that farm has nothing pending, the others all they had.
    const after = await readPendingCake(account, firstReceipt.blockNumber);
    assert.equal(after.get(firstPid), 0n);
    for (const pid of harvests.filter((candidate) => candidate !== firstPid)) {
      assert.ok((after.get(pid) ?? 0n) > (pending.get(pid) ?? 0n), `pid ${pid} was left to harvest`);
    }
    // The button is back, for what is left.
    await expectCardMatchesChain(page, account);
  });
});
