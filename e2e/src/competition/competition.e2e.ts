// The trading competition through the real screens on the local chain and its indexer: the profile
// requirement (visitor, no profile, paused profile), registering, trading in the live phase and
// seeing one's volume and rank, and claiming in the claim phase with the exact CAKE, once. The stack
// runs no keepers, so the support moves the phases as the owner and publishes the root with the
// keeper's own sdk functions. Phases only move forward, so the tests run in order on one battle.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { CompetitionStatus } from "@griddle/sdk";
import { formatUnits } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { until } from "../harness/until.ts";
import { addressOf, profileChain } from "../profile/support/profileChain.ts";
import { competitionChain } from "./support/competitionChain.ts";

// Accounts no other suite uses.
const COMPETITOR_INDEX = 140;
const NO_PROFILE_INDEX = 141;
const PAUSED_INDEX = 142;

const browser = useBrowser();
let chain: ReturnType<typeof competitionChain>;
let profiles: ReturnType<typeof profileChain>;

/** A fresh dev account with an active profile in `teamId`, made off screen. */
async function withProfile(index: number, teamId: number): Promise<void> {
  await profiles.fund(addressOf(index));
  const tokenId = await profiles.mintStarter(index, 0);
  await profiles.createProfile(index, teamId, tokenId);
}

describe("the trading competition", () => {
  before(() => {
    chain = competitionChain();
    profiles = profileChain();
  });

  it("asks a visitor to connect, and an account without an active profile for one", async () => {
    assert.equal(await chain.status(), CompetitionStatus.Registration);
    /** The register panel's text for dev account `index` once it reads `expected`; and no Register button. */
    const registerStatusOf = async (index: number, connect: boolean, expected: string) => {
      const page = await browser.newPage();
      await openAppPage(page, "/competition", { accountIndex: index, connect });
      const status = page.getByTestId("competition-register-status");
      await until(
        () => status.textContent(),
        (text) => text?.includes(expected) === true,
        expected,
      );
      assert.equal(await page.getByTestId("competition-register").count(), 0, `no Register: ${expected}`);
      const title = await page.title();
      await page.close();
      return title;
    };
    const title = await registerStatusOf(NO_PROFILE_INDEX, false, "Connect a wallet");
    assert.ok(title.startsWith("Trading Battle"), `the page's title: ${title}`);
    await profiles.fund(addressOf(NO_PROFILE_INDEX));
    await registerStatusOf(NO_PROFILE_INDEX, true, "You need an active profile");
    await withProfile(PAUSED_INDEX, 3);
    await chain.pauseProfile(PAUSED_INDEX);
    await registerStatusOf(PAUSED_INDEX, true, "Your profile is paused");
  });

  it("registers for the profile's team, trades in the live phase and shows the volume and rank", async () => {
    const account = addressOf(COMPETITOR_INDEX);
    await withProfile(COMPETITOR_INDEX, 1);
    const page = await browser.newPage();
    await openAppPage(page, "/competition", { accountIndex: COMPETITOR_INDEX });
    const status = page.getByTestId("competition-register-status");
    await until(
      () => status.textContent(),
      (text) => text?.includes("You will battle for Syrup Storm") === true,
      "the team",
    );
    await page.getByTestId("competition-register").click();
    await until(
      () => status.textContent(),
      (text) => text === "You are registered for Syrup Storm.",
      "the registration",
    );
    const [registered, , teamId] = await chain.userStatus(account);
    assert.equal(registered, true);
    assert.equal(teamId, 1n, "the team comes from the profile");

    await chain.openLivePhase();
    await until(
      () => page.getByTestId("competition-phase").textContent(),
      (text) => text === "Live",
      "the live phase",
    );
    await chain.trade(COMPETITOR_INDEX, "CAKE", "2");
    const indexed = await until(
      chain.standings,
      ({ volumeUsdByAccount }) => (volumeUsdByAccount.get(account.toLowerCase()) ?? 0) > 0,
      "the indexed volume",
    );
    const volume = indexed.volumeUsdByAccount.get(account.toLowerCase()) ?? 0;
    const shown = `$${volume.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await until(
      () => page.getByTestId("competition-your-volume").textContent(),
      (text) => text === shown,
      `volume ${shown}`,
    );
    // The seeded team-1 competitor (dev account 1) has not traded on this stack: ours leads the team.
    assert.equal(await page.getByTestId("competition-your-rank").textContent(), "#1");
    await page.close();
  });

  it("claims the reward of the published ranking in the claim phase to the wei, and only once", async () => {
    const account = addressOf(COMPETITOR_INDEX);
    const results = await chain.publishAndOpenClaims();
    const trader = results.ranking.traders.find(({ account: ranked }) => ranked === account.toLowerCase());
    assert.ok(trader, "the competitor is ranked");
    const proof = results.proofFor(account);
    assert.ok(proof);
    const [, , reward] = await chain.claimInformation(account, trader.teamRank, trader.rewardGroup);
    assert.ok(reward > 0n, "the top trader of a team earns CAKE");

    const page = await browser.newPage();
    await openAppPage(page, "/competition", { accountIndex: COMPETITOR_INDEX });
    const check = page.getByTestId("competition-root-check");
    await until(
      () => check.getAttribute("data-matches"),
      (value) => value === "true",
      "the root check",
    );
    const before = await profiles.cakeBalance(account);
    await page.getByTestId("competition-claim").click();
    await page.getByTestId("competition-claimed").waitFor();
    assert.equal(
      (await profiles.cakeBalance(account)) - before,
      reward,
      `${formatUnits(reward, 18)} CAKE to the wei`,
    );
    await assert.rejects(chain.claimAgain(COMPETITOR_INDEX, { ...trader, proof }), /AlreadyClaimed/);
    assert.equal((await profiles.cakeBalance(account)) - before, reward, "nothing more");
    await page.close();
  });
});
