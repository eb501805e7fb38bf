import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { formatUnits, parseEther, parseUnits, type Address } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { confirmTransactionReview } from "../harness/confirmTransactionReview.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { previewedChange, readPreview, type Preview } from "../harness/readPreview.ts";
import { getTestStack } from "../harness/testStack.ts";
import { addTokenLiquidity } from "../liquidity/support/liquiditySetup.ts";
import { takeOverMining, type MiningControl } from "../pools/support/blockMining.ts";
import { tokenOf } from "../pools/support/poolChain.ts";
import { expectToast, formatPoolAmount, waitForText } from "../pools/support/poolsPage.ts";
import { fundStaker } from "../pools/support/stakerAccounts.ts";
import { gasCost, tokenBalance } from "../swap/support/chainReads.ts";
import { farmBySymbol, readFarmPosition } from "./support/farmChain.ts";
import { openFarmDetails } from "./support/farmsPage.ts";

const browser = useBrowser();

/** A fresh account: it holds only what the setup below gives it. */
const FARMER_INDEX = 37;
/** Both sides are plain ERC-20 tokens, so no BNB moves but the gas. */
const FARM_SYMBOL = "USDT-BUSD LP";
const TOKEN_FUNDING = "1000";
/** Blocks the stake earns for before the harvest. */
const EARNING_BLOCKS = 5;

/** The account's BNB, LP and CAKE, read at the latest block. */
async function balancesOf(account: Address, lpToken: Address) {
  const { manifest, publicClient } = getTestStack();
  const [bnb, lp, cake] = await Promise.all([
    publicClient.getBalance({ address: account }),
    tokenBalance(publicClient, lpToken, account),
    tokenBalance(publicClient, manifest.contracts.cake, account),
  ]);
  return { bnb, lp, cake };
}

/** Every token the preview lists, each once. */
function previewedTokens(preview: Preview): string[] {
  return [...new Set(preview.changes.map((change) => change.token.toLowerCase()))].sort();
}

describe("the transaction preview on /farms", () => {
  const { manifest } = getTestStack();
  const { cake } = manifest.contracts;
  const farm = farmBySymbol(FARM_SYMBOL);
  let account: Address;
  let lp: bigint;
  let mining: MiningControl | undefined;

  before(async () => {
    const amounts = [farm.token, farm.quoteToken].map(
      (token) => [token, parseUnits(TOKEN_FUNDING, tokenOf(token).decimals)] as const,
    );
    account = await fundStaker(FARMER_INDEX, {
      bnb: parseEther("10"),
      tokens: amounts.map(([token, amount]) => ({ token, amount })),
    });
    const [sideA, sideB] = amounts;
    assert.ok(sideA && sideB);
    await addTokenLiquidity(FARMER_INDEX, sideA, sideB);
    lp = await tokenBalance(getTestStack().publicClient, farm.lpAddress, account);
    assert.ok(lp > 0n, "the pair minted LP tokens");
  });

  after(async () => {
    await mining?.restore();
  });

  it("previews in the stake modal exactly what the stake moves: the LP sent, nothing else but the gas", async () => {
    const { publicClient } = getTestStack();
    const page = await browser.newPage();
    const wallet = await openAppPage(page, "/farms", { accountIndex: FARMER_INDEX });
    const row = await openFarmDetails(page, farm);
    const stakePanel = row.getByTestId("farm-stake-panel");
    await stakePanel.getByRole("button", { name: "Enable" }).click();
    await confirmTransactionReview(page, { title: `Enable ${farm.lpSymbol}` });
    await expectToast(page, "Contract Enabled", `You can now stake in the ${farm.lpSymbol} farm!`);

    await stakePanel.getByRole("button", { name: "Stake LP" }).click();
    const dialog = page.getByRole("dialog", { name: "Stake LP tokens" });
    const amount = (lp * 3n) / 5n;
    await dialog.getByTestId("stake-amount-input").fill(formatUnits(amount, 18));
    const preview = await readPreview(dialog, "trace");
    // A first stake: MasterChef takes the LP and has no reward to pay yet.
    assert.deepEqual(previewedTokens(preview), [farm.lpAddress.toLowerCase()]);
    assert.equal(previewedChange(preview, farm.lpAddress), -amount);

    const balancesBefore = await balancesOf(account, farm.lpAddress);
    const sentBefore = wallet.sentTransactions.length;
    await dialog.getByRole("button", { name: "Confirm changes" }).click();
    const gas = await gasCost(publicClient, await wallet.transactionSent(sentBefore));
    await expectToast(page, "Staked!", "Your funds have been staked in the farm");
    const balancesAfter = await balancesOf(account, farm.lpAddress);
    assert.equal(
      balancesAfter.lp - balancesBefore.lp,
      previewedChange(preview, farm.lpAddress),
      "LP: as previewed",
    );
    assert.equal(
      balancesAfter.cake - balancesBefore.cake,
      previewedChange(preview, cake),
      "CAKE: as previewed (none)",
    );
    assert.equal(
      balancesAfter.bnb - balancesBefore.bnb + gas,
      previewedChange(preview, "native"),
      "BNB: as previewed (none) but the gas",
    );
    assert.equal((await readFarmPosition(farm.pid, account)).staked, amount);
  });

  it("previews a harvest's CAKE exactly as the harvest pays it: pendingCake of the block it is mined in", async () => {
    const { publicClient } = getTestStack();
    const page = await browser.newPage();
    const wallet = await openAppPage(page, "/farms", { accountIndex: FARMER_INDEX });
    const row = await openFarmDetails(page, farm);
    // Blocks come only from the test, so the preview's block and the harvest's are known.
    mining = await takeOverMining();
    await mining.mine(EARNING_BLOCKS);
    const previewBlock = await publicClient.getBlockNumber();
    const pendingAtPreviewBlock = (await readFarmPosition(farm.pid, account, previewBlock)).pending;
    assert.ok(pendingAtPreviewBlock > 0n, "the stake has earned CAKE");
    await waitForText(row.getByTestId("farm-earned-amount"), formatPoolAmount(pendingAtPreviewBlock, 18));

    await row.getByTestId("farm-harvest-panel").getByRole("button", { name: "Harvest" }).click();
    await page
      .getByTestId("transaction-review")
      .locator(`[data-testid="transaction-preview"][data-block="${previewBlock}"]`)
      .waitFor();
    // The review simulates on the pending block (the next after data-block), the one block the
    // harvest can be mined in: pendingCake for it, read now.
    const pendingAtHarvestBlock = (await readFarmPosition(farm.pid, account, "pending")).pending;
    const balancesBefore = await balancesOf(account, farm.lpAddress);
    const sentBefore = wallet.sentTransactions.length;
    const preview = await confirmTransactionReview(page, { title: "Harvest", readWith: "trace" });
    assert.ok(preview);
    const hash = await wallet.transactionSent(sentBefore);
    const gas = await gasCost(publicClient, hash);
    await expectToast(page, "Harvested!", "Your CAKE earnings have been sent to your wallet!");
    const { blockNumber } = await publicClient.getTransactionReceipt({ hash });
    assert.equal(blockNumber, previewBlock + 1n, "mined in the block after the preview's");

    // The preview is what the harvest pays, to the wei, and no other token: one block's reward more
    // than the page showed at the latest block.
    assert.deepEqual(previewedTokens(preview), [cake.toLowerCase()]);
    assert.equal(
      previewedChange(preview, cake),
      pendingAtHarvestBlock,
      "previewed: pendingCake at the mined block",
    );
    assert.ok(pendingAtHarvestBlock > pendingAtPreviewBlock, "one more block of reward than the page showed");
    const balancesAfter = await balancesOf(account, farm.lpAddress);
    assert.equal(
      balancesAfter.cake - balancesBefore.cake,
      pendingAtHarvestBlock,
      "paid: pendingCake at the mined block",
    );
    assert.equal(balancesAfter.lp, balancesBefore.lp, "the LP stays staked");
    assert.equal(
      balancesAfter.bnb - balancesBefore.bnb + gas,
      previewedChange(preview, "native"),
      "BNB: the gas only",
    );
    assert.equal((await readFarmPosition(farm.pid, account, blockNumber)).pending, 0n, "nothing left");
  });
});
