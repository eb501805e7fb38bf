// The profile area through the real screens on the local chain and the real API: the 4-step setup
// from a fresh account (the CAKE paid to the wei, the choices kept across a reload), the name rules
// and a race for one name, a profile whose name was not saved, changing the picture, pausing and
// reactivating, a Task Center claim, a collectible transfer, and the team pages against the chain.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { getAddress, isAddressEqual, parseEther } from "viem";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { getTestStack } from "../harness/testStack.ts";
import { until } from "../harness/until.ts";
import { addressOf, profileChain } from "./support/profileChain.ts";

// Accounts no other suite uses, one or two per test.
const SETUP_INDEX = 80;
const RESUME_INDEX = 81;
const RACER_INDEXES = [82, 83] as const;
const CHANGER_INDEX = 84;
const DONOR_INDEX = 85;
const CLAIMER_INDEX = 86;
const SENDER_INDEX = 87;
const RECIPIENT_INDEX = 88;
const VISITOR_INDEX = 89;

const browser = useBrowser();
let chain: ReturnType<typeof profileChain>;

describe("profiles", () => {
  before(() => {
    chain = profileChain();
  });

  it("sets up a profile from a fresh account, keeping its choices across a reload and paying exactly the costs", async () => {
    const account = addressOf(SETUP_INDEX);
    await chain.fund(account);
    const costs = await chain.costs();
    const page = await browser.newPage();
    await openAppPage(page, "/profile", { accountIndex: SETUP_INDEX });
    const setup = page.getByTestId("profile-setup");

    // 1. A starter for its price.
    await setup.getByTestId("profile-step-starter").waitFor();
    await setup.getByTestId("profile-starter-syrup-drop").click();
    await setup.getByTestId("profile-starter-enable").click();
    const confirm = setup.getByTestId("profile-starter-confirm");
    await until(() => confirm.isEnabled(), Boolean, "the factory's CAKE approval");
    const beforeStarter = await chain.cakeBalance(account);
    await confirm.click();
    await setup.getByTestId("profile-step-avatar").waitFor();
    const [tokenId] = await chain.tokensOf(account);
    assert.ok(tokenId !== undefined);
    assert.equal(await chain.bunnyIdOf(tokenId), 1, "Syrup Drop is bunny 1");
    assert.equal(beforeStarter - (await chain.cakeBalance(account)), costs.starter);

    // 2. The picture, approved for the profile. 3. A team.
    await setup.getByTestId("profile-avatar-choice").first().click();
    await setup.getByTestId("profile-avatar-enable").click();
    const next = setup.getByTestId("profile-next");
    await until(() => next.isEnabled(), Boolean, "the collectible's approval");
    await next.click();
    await setup.getByTestId("profile-step-team").waitFor();
    await setup.getByTestId("profile-team-2").click();
    await setup.getByTestId("profile-next").click();
    await setup.getByTestId("profile-step-name").waitFor();

    // A reload resumes at the name step: the picture and the team were kept.
    await page.reload();
    await setup.getByTestId("profile-step-name").waitFor();

    // 4. The name rules, a taken name in another case, then a free one.
    const input = setup.getByTestId("profile-name-input");
    const status = setup.getByTestId("profile-name-status");
    for (const [name, text] of [
      ["ab", "Minimum length: 3 characters"],
      ["a".repeat(16), "Maximum length: 15 characters"],
      ["no spaces", "No spaces or special characters"],
      ["syrupsam", "Username taken"],
      ["Fresh80", "Username is available"],
    ] as const) {
      await input.fill(name);
      await status.getByText(text).waitFor();
    }
    assert.equal(
      await setup.getByTestId("profile-register-cost").getAttribute("data-raw"),
      String(costs.register),
    );
    await setup.getByTestId("profile-name-understood").check();
    await setup.getByTestId("profile-name-enable").click();
    const complete = setup.getByTestId("profile-complete");
    await until(() => complete.isEnabled(), Boolean, "the register cost's approval");
    const beforeRegister = await chain.cakeBalance(account);
    await complete.click();

    await page.getByTestId("profile-username").filter({ hasText: "@Fresh80" }).waitFor();
    const [, points, teamId, nftAddress, avatar, isActive] = await chain.userProfile(account);
    assert.deepEqual([points, teamId, avatar, isActive], [0n, 2n, tokenId, true]);
    assert.ok(isAddressEqual(nftAddress, chain.section.collection));
    assert.ok(
      isAddressEqual(await chain.ownerOf(tokenId), chain.section.profile),
      "the profile holds the picture",
    );
    assert.equal(beforeRegister - (await chain.cakeBalance(account)), costs.register);
    assert.equal(await chain.usernameOf(account), "Fresh80");
    await page.getByTestId("profile-team").filter({ hasText: "Fearsome Flippers" }).waitFor();
    // The header's user menu shows the picture, and the profile cookie remembers the name.
    await page.getByTestId("user-menu-avatar").waitFor();
    const cookie = (await page.context().cookies()).find(({ name }) => name === `profile_${account}`);
    assert.ok(cookie, "the profile_{account} cookie");
    assert.equal(JSON.parse(decodeURIComponent(cookie.value)).username, "Fresh80");
    assert.ok(cookie.expires - Date.now() / 1000 > 29 * 86_400, "kept for 30 days");
  });

  it("asks a profile whose name was not saved for its name only, at no cost", async () => {
    const account = addressOf(RESUME_INDEX);
    await chain.fund(account);
    await chain.createProfile(RESUME_INDEX, 3, await chain.mintStarter(RESUME_INDEX, 2));
    const balance = await chain.cakeBalance(account);
    const page = await browser.newPage();
    await openAppPage(page, "/profile", { accountIndex: RESUME_INDEX });
    const step = page.getByTestId("profile-step-name");
    await step.getByText("Your profile is made, but its name was not saved.", { exact: false }).waitFor();
    assert.equal(await step.getByTestId("profile-register-cost").count(), 0);
    await step.getByTestId("profile-name-input").fill("Resumed81");
    await step.getByText("Username is available").waitFor();
    await step.getByTestId("profile-name-understood").check();
    await step.getByTestId("profile-complete").click();
    await page.getByTestId("profile-username").filter({ hasText: "@Resumed81" }).waitFor();
    assert.equal(await chain.usernameOf(account), "Resumed81");
    assert.equal(await chain.cakeBalance(account), balance, "nothing paid again");
  });

  it("gives a name two accounts race for to exactly one, and tells the other", async () => {
    const pages = [];
    for (const index of RACER_INDEXES) {
      await chain.fund(addressOf(index));
      await chain.createProfile(index, 1, await chain.mintStarter(index, 0));
      const page = await browser.newPage();
      await openAppPage(page, "/profile", { accountIndex: index });
      const step = page.getByTestId("profile-step-name");
      await step.getByTestId("profile-name-input").fill("RaceWinner");
      await step.getByText("Username is available").waitFor();
      await step.getByTestId("profile-name-understood").check();
      pages.push(page);
    }
    await Promise.all(pages.map((page) => page.getByTestId("profile-complete").click()));
    const names = await until(
      () => Promise.all(RACER_INDEXES.map((index) => chain.usernameOf(addressOf(index)))),
      (found) => found.includes("RaceWinner"),
      "the winner's name",
    );
    assert.deepEqual([...names].sort(), ["", "RaceWinner"]);
    const loser = pages[names.indexOf("")];
    assert.ok(loser);
    await loser.getByText("Unable to set username: Username taken").waitFor();
    await loser.getByTestId("profile-step-name").waitFor();
  });

  it("changes the picture, pauses and reactivates, each cost paid exactly and the collectibles where they belong", async () => {
    const account = addressOf(CHANGER_INDEX);
    await chain.fund(account);
    const first = await chain.mintStarter(CHANGER_INDEX, 3);
    await chain.createProfile(CHANGER_INDEX, 1, first);
    assert.equal((await chain.registerName(CHANGER_INDEX, "Changer84")).status, 201);
    await chain.fund(addressOf(DONOR_INDEX));
    const second = await chain.mintStarter(DONOR_INDEX, 4);
    await chain.transferToken(DONOR_INDEX, account, second);
    const costs = await chain.costs();

    const page = await browser.newPage();
    await openAppPage(page, "/profile", { accountIndex: CHANGER_INDEX });
    await page.getByTestId("profile-username").filter({ hasText: "@Changer84" }).waitFor();

    // A new picture: the old one comes back to the wallet.
    await page.getByTestId("profile-change-avatar").click();
    let modal = page.getByTestId("profile-avatar-modal");
    await modal
      .getByTestId("profile-avatar-choice")
      .filter({ hasText: `#${second}` })
      .click();
    await modal.getByTestId("profile-avatar-enable").click();
    // The profile took CAKE for the register cost with an unlimited allowance: nothing to enable.
    await modal.getByTestId("profile-cake-enable").filter({ hasText: "CAKE enabled" }).waitFor();
    const confirm = modal.getByTestId("profile-avatar-confirm");
    await until(() => confirm.isEnabled(), Boolean, "both approvals");
    let balance = await chain.cakeBalance(account);
    await confirm.click();
    await modal.waitFor({ state: "detached" });
    assert.equal((await chain.userProfile(account))[4], second);
    assert.equal(getAddress(await chain.ownerOf(first)), account);
    assert.equal(balance - (await chain.cakeBalance(account)), costs.update);
    await page
      .getByTestId("profile-collectible")
      .filter({ hasText: `#${first}` })
      .waitFor();

    // Paused: the picture comes back too.
    await page.getByTestId("profile-pause").click();
    await page.getByTestId("profile-pause-confirm").click();
    await page.locator('[data-testid="profile-status"][data-active="false"]').waitFor();
    assert.equal((await chain.userProfile(account))[5], false);
    assert.equal(getAddress(await chain.ownerOf(second)), account);

    // Reactivated with the first picture, for the reactivate cost.
    await page.getByTestId("profile-reactivate").click();
    modal = page.getByTestId("profile-avatar-modal");
    await modal
      .getByTestId("profile-avatar-choice")
      .filter({ hasText: `#${first}` })
      .click();
    await modal.getByTestId("profile-avatar-enable").click();
    const reactivate = modal.getByTestId("profile-avatar-confirm");
    await until(() => reactivate.isEnabled(), Boolean, "the approvals");
    balance = await chain.cakeBalance(account);
    await reactivate.click();
    await page.locator('[data-testid="profile-status"][data-active="true"]').waitFor();
    const [, , , , avatar, isActive] = await chain.userProfile(account);
    assert.deepEqual([avatar, isActive], [first, true]);
    assert.equal(balance - (await chain.cakeBalance(account)), costs.reactivate);
  });

  it("claims the vault collectible in the Task Center, with its points, once", async () => {
    const account = addressOf(CLAIMER_INDEX);
    await chain.fund(account);
    await chain.createProfile(CLAIMER_INDEX, 2, await chain.mintStarter(CLAIMER_INDEX, 1));
    await chain.depositInVault(CLAIMER_INDEX, parseEther("10"));
    const page = await browser.newPage();
    await openAppPage(page, "/profile/tasks", { accountIndex: CLAIMER_INDEX });
    const vaultTask = page.getByTestId("task-vault");
    await until(
      () => vaultTask.getByTestId("task-claim").isEnabled(),
      Boolean,
      "the vault claim's eligibility",
    );
    // Never played a prediction round: that claim stays closed.
    assert.equal(await page.getByTestId("task-prediction").getByTestId("task-claim").isEnabled(), false);
    await vaultTask.getByTestId("task-claim").click();
    await vaultTask.getByTestId("task-claimed").waitFor();
    const tokens = await chain.tokensOf(account);
    const bunnies = await Promise.all(tokens.map((tokenId) => chain.bunnyIdOf(tokenId)));
    assert.deepEqual(bunnies, [6], "First Stack in the wallet");
    assert.equal((await chain.userProfile(account))[1], 50n, "the claim's 50 points");
  });

  it("transfers a collectible only to a valid address other than the sender's", async () => {
    const account = addressOf(SENDER_INDEX);
    await chain.fund(account);
    const tokenId = await chain.mintStarter(SENDER_INDEX, 0);
    const page = await browser.newPage();
    await openAppPage(page, "/collectibles", { accountIndex: SENDER_INDEX });
    const card = page.getByTestId("collectible-batter-bun");
    await card.getByTestId("collectible-owned").waitFor();
    await card.getByTestId("collectible-transfer").click();
    const modal = page.getByTestId("collectible-transfer-modal");
    const address = modal.getByTestId("collectible-transfer-address");
    const confirm = modal.getByTestId("collectible-transfer-confirm");
    await address.fill("0x123");
    await modal.getByText("Please enter a valid wallet address").waitFor();
    assert.equal(await confirm.isEnabled(), false);
    await address.fill(account.toLowerCase());
    await modal.getByText("You cannot send a collectible to yourself").waitFor();
    const recipient = addressOf(RECIPIENT_INDEX);
    await address.fill(recipient);
    await confirm.click();
    await modal.waitFor({ state: "detached" });
    assert.equal(getAddress(await chain.ownerOf(tokenId)), recipient);
    await card.getByTestId("collectible-owned").waitFor({ state: "detached" });
  });

  it("ranks the teams by their points on chain, and shows a team's page with its achievements", async () => {
    const page = await browser.newPage();
    await openAppPage(page, "/teams", { accountIndex: VISITOR_INDEX, connect: false });
    const rows = page.getByTestId("team-row");
    await rows.first().waitFor();
    const count = Number(await chain.numberTeams());
    assert.equal(await rows.count(), count);
    const onChain = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const [, , users, points] = await chain.teamProfile(BigInt(index + 1));
        return { id: index + 1, users, points };
      }),
    );
    const order = [...onChain].sort((a, b) =>
      a.points === b.points ? a.id - b.id : a.points > b.points ? -1 : 1,
    );
    for (const [rank, team] of order.entries()) {
      const row = rows.nth(rank);
      assert.equal(await row.getAttribute("data-team-id"), String(team.id));
      assert.equal(await row.getByTestId("team-members").textContent(), team.users.toLocaleString("en-US"));
      assert.equal(await row.getByTestId("team-points").textContent(), team.points.toLocaleString("en-US"));
    }

    await page.getByRole("link", { name: "Fearsome Flippers" }).click();
    const header = page.getByTestId("team-header");
    await header.getByText("Fearsome Flippers").waitFor();
    const [, , users, points] = await chain.teamProfile(2n);
    assert.equal(await header.getByTestId("team-members").textContent(), users.toLocaleString("en-US"));
    assert.equal(await header.getByTestId("team-points").textContent(), points.toLocaleString("en-US"));
    await page.getByTestId("profile-achievement").filter({ hasText: "Flipping Champion" }).waitFor();
    await page.getByTestId("team-member").first().waitFor();

    const { webUrl } = getTestStack();
    await page.goto(`${webUrl}/teams/99`);
    await page.getByTestId("team-not-found").waitFor();
  });

  it("asks a visitor to connect a wallet on /profile", async () => {
    const page = await browser.newPage();
    await openAppPage(page, "/profile", { accountIndex: VISITOR_INDEX, connect: false });
    await page.getByText("Connect your wallet to see your profile, or to make one.").waitFor();
    await page.getByTestId("connect-wallet").first().waitFor();
  });
});
