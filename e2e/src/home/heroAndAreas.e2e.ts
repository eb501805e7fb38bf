import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { griddlePredictionAbi, masterChefAbi } from "@griddle/sdk";
import { erc20Abi, isAddressEqual, parseEther } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { takeOverMining, type MiningControl } from "../pools/support/blockMining.ts";
import { formatRoundedDown } from "../pools/support/formatRoundedDown.ts";
import { waitForText } from "../pools/support/poolsPage.ts";
import { readCakeBalance, readPendingCake, sumOf } from "./support/cakeRewards.ts";
import { liveFarms, setUpFarmer } from "./support/farmStakes.ts";
import { waitForUsd } from "./support/homePage.ts";
import { tokenPricesUsd } from "./support/tokenPricesUsd.ts";

const browser = useBrowser();

const VISITOR_INDEX = 54;
/** A fresh account with one farm stake and a manual pool stake. */
const STAKER_INDEX = 55;
const MANUAL_POOL_CAKE = parseEther("40");

describe("the home page's hero and area cards", () => {
  let mining: MiningControl | undefined;

  after(async () => {
    await mining?.restore();
  });

  it("offers a visitor 'Connect Wallet', with the account's figures locked", async () => {
    const page = await browser.newPage();
    await openAppPage(page, "/", { accountIndex: VISITOR_INDEX, connect: false });
    const hero = page.getByRole("region", { name: "Griddle" });
    await hero.getByRole("button", { name: "Connect Wallet" }).waitFor();
    assert.equal(await page.getByLabel("Your figures").count(), 0, "a visitor has no figures");
    assert.equal(await page.getByText("Locked", { exact: true }).count(), 2, "CAKE to Harvest and in Wallet");
  });

  it("shows a connected user their staked value, CAKE to harvest and CAKE in the wallet", async () => {
    const { manifest, publicClient } = getTestStack();
    const [farm] = liveFarms();
    assert.ok(farm, "the seed has a live farm");
    const account = await setUpFarmer(STAKER_INDEX, { farms: [farm], manualPoolCake: MANUAL_POOL_CAKE });
    mining = await takeOverMining();
    await mining.mine(3);
    const page = await browser.newPage();
    await openAppPage(page, "/", { accountIndex: STAKER_INDEX });

    const blockNumber = await publicClient.getBlockNumber();
    const priceOf = tokenPricesUsd(blockNumber);
    const [[lpStaked], [cakeStaked], lpSupply, quoteInPair, quotePrice, cakePrice] = await Promise.all([
      publicClient.readContract({
        address: manifest.staking.masterChef,
        abi: masterChefAbi,
        functionName: "userInfo",
        args: [BigInt(farm.pid), account],
        blockNumber,
      }),
      publicClient.readContract({
        address: manifest.staking.masterChef,
        abi: masterChefAbi,
        functionName: "userInfo",
        args: [0n, account],
        blockNumber,
      }),
      publicClient.readContract({
        address: farm.lpAddress,
        abi: erc20Abi,
        functionName: "totalSupply",
        blockNumber,
      }),
      publicClient.readContract({
        address: farm.quoteToken,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [farm.lpAddress],
        blockNumber,
      }),
      priceOf(farm.quoteToken),
      priceOf(manifest.contracts.cake),
    ]);
    assert.ok(quotePrice !== null && cakePrice !== null, "the stakes are priced");
    const quoteDecimals =
      manifest.tokens.find((token) => isAddressEqual(token.address, farm.quoteToken))?.decimals ?? 18;
    // An LP token is worth its share of the pair: twice the quote side.
    const lpPrice =
      (2 * (Number(quoteInPair) / 10 ** quoteDecimals) * quotePrice) / (Number(lpSupply) / 1e18);
    const stakedUsd = (Number(lpStaked) / 1e18) * lpPrice + (Number(cakeStaked) / 1e18) * cakePrice;

    const yours = page.getByLabel("Your figures");
    await yours.waitFor();
    await waitForUsd(page.getByTestId("home-staked-value"), stakedUsd, 2);
    const toHarvest = formatRoundedDown(sumOf((await readPendingCake(account, blockNumber)).values()), 18, 3);
    const inWallet = formatRoundedDown(await readCakeBalance(account, blockNumber), 18, 3);
    const amountOf = (label: string) =>
      yours
        .locator("div", { has: page.getByText(label, { exact: true }) })
        .locator("dd span")
        .first();
    await waitForText(amountOf("CAKE to Harvest"), toHarvest);
    await waitForText(amountOf("CAKE in Wallet"), inWallet);
  });

  it("links the Lottery card's 'Buy Tickets' to /lottery (its live round: e2e/src/lottery)", async () => {
    const { webUrl } = getTestStack();
    const page = await browser.newPage();
    await openAppPage(page, "/", { accountIndex: VISITOR_INDEX, connect: false });
    const card = page.getByTestId("home-lottery-card");
    await card.getByTestId("home-lottery-round").waitFor();
    await card.getByRole("link", { name: "Buy Tickets" }).click();
    await page.waitForURL(`${webUrl}/lottery`);
    await page.getByRole("heading", { name: "The Griddle Lottery" }).waitFor();
  });

  it("shows the prediction game's live round as the chain has it, and 'Play' opens /prediction", async () => {
    const { webUrl, manifest, publicClient } = getTestStack();
    const page = await browser.newPage();
    await openAppPage(page, "/", { accountIndex: VISITOR_INDEX, connect: false });
    const card = page.getByTestId("home-prediction-card");
    // The round shown is read back from the card: the keepers may start another one meanwhile.
    const label = await card.getByTestId("home-prediction-round").textContent();
    const epoch = BigInt(/#(\d+)/.exec(label ?? "")?.[1] ?? "0");
    const round = await publicClient.readContract({
      address: manifest.prediction.contract,
      abi: griddlePredictionAbi,
      functionName: "rounds",
      args: [epoch],
    });
    assert.ok(round.lockBlock > 0n && !round.oracleCalled, `round ${epoch} is live`);
    // Feed prices have 8 decimals; the card shows 3, rounded half up, without grouping.
    const lockPrice = (BigInt(round.lockPrice) + 50_000n) / 100_000n;
    await waitForText(
      card.getByTestId("home-prediction-lock-price").locator("dd"),
      `$${lockPrice / 1000n}.${(lockPrice % 1000n).toString().padStart(3, "0")}`,
    );
    await waitForText(
      card.getByTestId("home-prediction-prize-pool").locator("dd"),
      `${formatRoundedDown(round.totalAmount, 18, 4)} BNB`,
    );
    await card.getByRole("link", { name: "Play" }).click();
    await page.waitForURL(`${webUrl}/prediction`);
    await page.getByRole("heading", { name: "Prediction" }).waitFor();
  });
});
