import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { masterChefAbi } from "@griddle/sdk";
import { erc20Abi, formatUnits, type Address } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { takeOverMining, type MiningControl } from "../pools/support/blockMining.ts";
import { formatRoundedDown } from "../pools/support/formatRoundedDown.ts";
import { waitForText } from "../pools/support/poolsPage.ts";
import { waitForUsd } from "./support/homePage.ts";
import { tokenPricesUsd } from "./support/tokenPricesUsd.ts";

const browser = useBrowser();

/** A dev account, left unconnected: the stats are the same for every visitor. */
const VISITOR_INDEX = 52;
/** Where CAKE is burned, as on BNB Smart Chain. */
const BURN_ADDRESS: Address = "0x000000000000000000000000000000000000dEaD";

describe("'CAKE Stats' on the home page", () => {
  let mining: MiningControl | undefined;

  after(async () => {
    await mining?.restore();
  });

  it("shows CAKE's supply, burned supply, market cap and emission as the chain has them", async () => {
    const { manifest, publicClient } = getTestStack();
    const { cake } = manifest.contracts;
    // MasterChef mints on its writes only; with the blocks held still nothing moves while the page reads.
    mining = await takeOverMining();
    const page = await browser.newPage();
    await openAppPage(page, "/", { accountIndex: VISITOR_INDEX, connect: false });
    const blockNumber = await publicClient.getBlockNumber();
    const [totalSupply, burned, cakePerBlock, cakePrice] = await Promise.all([
      publicClient.readContract({ address: cake, abi: erc20Abi, functionName: "totalSupply", blockNumber }),
      publicClient.readContract({
        address: cake,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [BURN_ADDRESS],
        blockNumber,
      }),
      publicClient.readContract({
        address: manifest.staking.masterChef,
        abi: masterChefAbi,
        functionName: "cakePerBlock",
        blockNumber,
      }),
      tokenPricesUsd(blockNumber)(cake),
    ]);
    assert.ok(burned > 0n, "the seed burned CAKE");
    assert.ok(cakePrice !== null, "CAKE has a price");

    const figure = (testId: string) => page.getByTestId(testId).locator("dd");
    await waitForText(figure("home-total-supply"), formatRoundedDown(totalSupply, 18, 0));
    await waitForText(figure("home-total-burned"), formatRoundedDown(burned, 18, 0));
    await waitForText(figure("home-cake-per-block"), formatRoundedDown(cakePerBlock, 18, 0));

    // 'Market Cap' is PancakeSwap's: the circulating supply (total less burned) at CAKE's price.
    await waitForUsd(figure("home-market-cap"), Number(formatUnits(totalSupply - burned, 18)) * cakePrice, 0);
  });
});
