import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { parseEther, type Address } from "viem";
import type { DeployedPool } from "@griddle/sdk";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { previewedChange, readPreview } from "../harness/readPreview.ts";
import { getTestStack } from "../harness/testStack.ts";
import { gasCost, tokenBalance } from "../swap/support/chainReads.ts";
import { findLivePool, readPoolPosition } from "./support/poolChain.ts";
import { expectToast, openPoolDetails } from "./support/poolsPage.ts";
import { fundStaker } from "./support/stakerAccounts.ts";

const browser = useBrowser();

/** A fresh account: it holds only the BNB the setup below sends it. */
const ACCOUNT_INDEX = 38;
const FUNDING = parseEther("5");
const STAKE = "1.75";

describe("the transaction preview on /pools", () => {
  let pool: DeployedPool;
  let account: Address;

  before(async () => {
    pool = await findLivePool((candidate) => candidate.poolCategory === "Binance");
    account = await fundStaker(ACCOUNT_INDEX, { bnb: FUNDING });
  });

  it("previews in the BNB pool's stake modal exactly the BNB a stake sends, the gas apart", async () => {
    const { publicClient } = getTestStack();
    const page = await browser.newPage();
    const wallet = await openAppPage(page, "/pools", { accountIndex: ACCOUNT_INDEX });
    const row = await openPoolDetails(page, pool);
    await row.getByTestId("pool-stake-panel").getByRole("button", { name: "Stake", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Stake in Pool" });
    await dialog.getByTestId("stake-amount-input").fill(STAKE);
    const preview = await readPreview(dialog, "trace");
    // A first stake: the pool takes the BNB as the call's value and has no CAKE to pay yet.
    assert.deepEqual(
      preview.changes.map(({ direction, token, amount }) => ({ direction, token, amount })),
      [{ direction: "send", token: "native", amount: parseEther(STAKE) }],
    );

    const bnbBefore = await publicClient.getBalance({ address: account });
    const cakeBefore = await tokenBalance(publicClient, pool.earningToken, account);
    const sentBefore = wallet.sentTransactions.length;
    await dialog.getByRole("button", { name: "Confirm changes" }).click();
    const gas = await gasCost(publicClient, await wallet.transactionSent(sentBefore));
    await expectToast(page, "Staked!", "Your BNB funds have been staked in the pool!");
    assert.equal(
      (await publicClient.getBalance({ address: account })) - bnbBefore + gas,
      previewedChange(preview, "native"),
      "BNB: as previewed, apart from gasUsed × effectiveGasPrice",
    );
    assert.equal(
      (await tokenBalance(publicClient, pool.earningToken, account)) - cakeBefore,
      previewedChange(preview, pool.earningToken),
      "the earning token: as previewed (none)",
    );
    assert.equal((await readPoolPosition(pool, account)).staked, parseEther(STAKE));
  });
});
