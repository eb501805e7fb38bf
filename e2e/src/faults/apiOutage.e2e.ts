// Issue 26: Griddle's API (usernames, team looks, collectible metadata, the voting hub) down. Every
// request of the page to the API is refused in the browser (Playwright routes them for that page only),
// so the API every other test uses keeps running. Spec 001 section 7's fallbacks must show with a clear
// message, and nothing read from the chain may break: the profile keeps its chain figures and shows
// the address for the name it cannot read (never the setup asking for a name it may have), the
// default figure for the picture it cannot read or load (never an empty frame or a broken image), the team
// and competition pages render their chain parts, and voting says the hub cannot be reached.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { griddleBunniesAbi, griddleProfileAbi, griddleTradingCompetitionAbi } from "@griddle/sdk";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { devAddressOf } from "../harness/devAccounts.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { until } from "../harness/until.ts";

const browser = useBrowser();

/** Dev account 1 has the seed's profile with the username SyrupSam; it is only looked at. */
const NAMED_PROFILE_INDEX = 1;
/** Issue 26's accounts (210-219): a visitor. */
const VISITOR_INDEX = 215;

/** A page whose every request to the API fails as if nothing listened. */
async function pageWithoutApi(): Promise<Page> {
  const apiUrl = getTestStack().manifest.services?.apiUrl;
  assert.ok(apiUrl, "the suite's stack runs the API");
  const page = await browser.newPage();
  await page.route(`${apiUrl}/**`, (route) => route.abort("connectionrefused"));
  return page;
}

async function readProfile(account: `0x${string}`) {
  const { manifest, publicClient } = getTestStack();
  return publicClient.readContract({
    address: manifest.profile.profile,
    abi: griddleProfileAbi,
    functionName: "getUserProfile",
    args: [account],
  });
}

describe("API outage", () => {
  it("profile: shows the address for the name it cannot read, says why, and keeps the chain's figures", async () => {
    const account = devAddressOf(NAMED_PROFILE_INDEX);
    const page = await pageWithoutApi();
    await openAppPage(page, "/profile", { accountIndex: NAMED_PROFILE_INDEX });
    await page
      .getByTestId("profile-username-unavailable")
      .filter({ hasText: "Usernames cannot be read right now: the address is shown instead." })
      .waitFor({ timeout: 30_000 });
    assert.equal(
      await page.getByTestId("profile-username").textContent(),
      `${account.slice(0, 6)}...${account.slice(-4)}`,
    );
    assert.equal(await page.getByTestId("profile-username").getAttribute("title"), account);
    const [, points, teamId] = await readProfile(account);
    await page
      .getByTestId("profile-points")
      .filter({ hasText: Number(points).toLocaleString("en-US") })
      .waitFor();
    assert.equal(await page.getByTestId("profile-team").getAttribute("href"), `/teams/${teamId}`);
    // The setup's name step would ask for a name the account already has.
    assert.equal(await page.getByText("Set Your Name").count(), 0);
  });

  it("profile avatar and badges: the default figure, named, where the picture cannot be read or loaded; no broken image", async () => {
    const account = devAddressOf(NAMED_PROFILE_INDEX);
    const [, , , nftAddress, tokenId] = await readProfile(account);
    // A returning user: the profile cookie remembers the picture's URL, which is on the API. The
    // metadata is read here, with the API up, as the app did on the earlier visit.
    const uri = await getTestStack().publicClient.readContract({
      address: nftAddress,
      abi: griddleBunniesAbi,
      functionName: "tokenURI",
      args: [tokenId],
    });
    const { image } = (await (await fetch(uri)).json()) as { image: string };
    const page = await pageWithoutApi();
    await page.context().addCookies([
      {
        name: `profile_${account}`,
        value: encodeURIComponent(JSON.stringify({ username: "SyrupSam", avatar: image })),
        url: getTestStack().webUrl,
      },
    ]);
    await openAppPage(page, "/profile", { accountIndex: NAMED_PROFILE_INDEX });
    // The profile page: the metadata cannot be read, so the figure stands in, by name.
    await page
      .getByTestId("profile-header")
      .getByRole("img", { name: "Default profile picture" })
      .waitFor({ timeout: 30_000 });
    // The header's button: the remembered picture fails to load, and the figure replaces it.
    const button = page.getByTestId("user-menu-profile");
    await button.getByTestId("default-avatar").waitFor();
    assert.equal(await button.getByTestId("user-menu-avatar").count(), 0, "no broken picture");
    // The achievements (read from the indexer) keep their titles; their badges, on the API, stand empty.
    const achievements = page.getByTestId("profile-achievement");
    await achievements.first().waitFor();
    await until(
      async () => [await page.getByTestId("achievement-badge-fallback").count(), await achievements.count()],
      ([standIns, shown]) => standIns === shown,
      "every badge's stand-in",
    );
    const broken = await page
      .locator("img")
      .evaluateAll((images) =>
        images
          .filter((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth === 0)
          .map((image) => image.outerHTML),
      );
    assert.deepEqual(broken, [], "no broken image on the page");
  });

  it("team: renders the team's chain figures without its looks", async () => {
    const { manifest, publicClient } = getTestStack();
    const [name, , users, points] = await publicClient.readContract({
      address: manifest.profile.profile,
      abi: griddleProfileAbi,
      functionName: "getTeamProfile",
      args: [1n],
    });
    const page = await pageWithoutApi();
    await openAppPage(page, "/teams/1", { accountIndex: VISITOR_INDEX, connect: false });
    const header = page.getByTestId("team-header");
    await header.getByRole("heading", { name }).waitFor({ timeout: 30_000 });
    assert.equal(
      await header.getByTestId("team-points").textContent(),
      Number(points).toLocaleString("en-US"),
    );
    assert.equal(
      await header.getByTestId("team-members").textContent(),
      Number(users).toLocaleString("en-US"),
    );
  });

  it("competition: renders its phase from the chain", async () => {
    const { manifest, publicClient } = getTestStack();
    const status = await publicClient.readContract({
      address: manifest.competition.contract,
      abi: griddleTradingCompetitionAbi,
      functionName: "currentStatus",
    });
    const page = await pageWithoutApi();
    await openAppPage(page, "/competition", { accountIndex: VISITOR_INDEX, connect: false });
    await page
      .locator(`[data-testid="competition-phase"][data-status="${status}"]`)
      .waitFor({ timeout: 30_000 });
    await page.getByTestId("competition-rewards").waitFor();
  });

  it("voting: says the hub cannot be reached instead of listing no proposals", async () => {
    const page = await pageWithoutApi();
    await openAppPage(page, "/voting", { accountIndex: VISITOR_INDEX, connect: false });
    await page
      .getByTestId("voting-hub-unreachable")
      .filter({ hasText: "The voting hub could not be reached. Please try again." })
      .waitFor({ timeout: 30_000 });
    await page.getByText("Error fetching data").waitFor();
    assert.equal(await page.getByTestId("proposals-empty").count(), 0);
  });
});
