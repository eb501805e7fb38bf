import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { masterChefAbi } from "@griddle/sdk";
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

  for (const [area, path] of [
    ["Lottery", "/lottery"],
    ["Prediction", "/prediction"],
  ] as const) {
    it(`says plainly that ${area} is not built yet, and links to ${path}`, async () => {
      const { webUrl } = getTestStack();
      const page = await browser.newPage();
      await openAppPage(page, "/", { accountIndex: VISITOR_INDEX, connect: false });
      const card = page
        .locator("div")
        .filter({ has: page.getByRole("heading", { name: area, exact: true }) })
        .filter({ hasText: "This area is not available yet." })
        .last();
      await card.waitFor();
      await card.getByRole("link", { name: `Go to ${area}` }).click();
      await page.waitForURL(`${webUrl}${path}`);
      await page.getByRole("heading", { name: area }).waitFor();
    });
  }
});
