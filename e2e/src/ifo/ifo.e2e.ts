// Initial farm offerings through the real screen on the local chain. The seed leaves the current
// offering (Kelpmar) open for a day and the latest past one (Tidewell) with dev account 2's two pools
// unharvested, so nothing here mines blocks or moves the chain's clock: commitments go to the open
// offering and harvests to the finished one, each compared with the chain to the wei.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { parseEther } from "viem";
import type { Page } from "playwright-core";
import { devAddressOf } from "../harness/devAccounts.ts";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { until } from "../harness/until.ts";
import { ifoChain, shownAmount } from "./support/ifoChain.ts";

// Accounts no other suite uses, and dev account 2, which the seed left Tidewell's pools to harvest.
const COMMITTER_INDEX = 93;
const NO_PROFILE_INDEX = 94;
const VISITOR_INDEX = 95;
const HARVESTER_INDEX = 2;
const PAUSED_INDEX = 4;
const LP = "CAKE-BNB LP";

const browser = useBrowser();
let chain: ReturnType<typeof ifoChain>;

/**
 * Types `amount` LP in a pool card, enables the LP when the allowance is short (the allowance is
 * read first: 'Enable' shows disabled meanwhile) and commits; resolves once the commit is sent.
 */
async function commit(page: Page, card: string, amount: string) {
  await page.getByTestId(`${card}-amount`).fill(amount);
  const enable = page.getByTestId(`${card}-approve`);
  const send = page.getByTestId(`${card}-commit`);
  await until(
    async () => (await send.isEnabled().catch(() => false)) || (await enable.isEnabled().catch(() => false)),
    Boolean,
    "the commit or enable button",
  );
  if (await enable.isVisible()) await enable.click();
  await send.click();
}

describe("initial farm offerings", () => {
  before(() => {
    chain = ifoChain();
  });

  it("commits to both pools of the current offering with an active profile, to the wei", async () => {
    const account = devAddressOf(COMMITTER_INDEX);
    await chain.readyToCommit(COMMITTER_INDEX, account, parseEther("3"));
    const page = await browser.newPage();
    await openAppPage(page, "/ifo", { accountIndex: COMMITTER_INDEX });
    await page.getByTestId("ifo-kelpmar-status").filter({ hasText: "Live" }).waitFor();
    const lpBefore = await chain.lpBalance(account);

    await commit(page, "ifo-kelpmar-poolBasic", "0.5");
    const [afterBasic] = await until(
      () => chain.userInfo("kelpmar", account),
      ([amounts]) => amounts[0] === parseEther("0.5"),
      "the basic commitment",
    );
    assert.deepEqual(afterBasic, [parseEther("0.5"), 0n]);
    await page
      .getByTestId("ifo-kelpmar-poolBasic-committed")
      .filter({ hasText: shownAmount(parseEther("0.5"), LP) })
      .waitFor();

    await commit(page, "ifo-kelpmar-poolUnlimited", "1.234567891234567891");
    await until(
      () => chain.userInfo("kelpmar", account),
      ([amounts]) => amounts[1] === 1_234_567_891_234_567_891n,
      "the unlimited commitment",
    );
    assert.equal(lpBefore - (await chain.lpBalance(account)), parseEther("0.5") + 1_234_567_891_234_567_891n);
    const [basic, unlimited] = await chain.settlements("kelpmar", account);
    assert.ok(basic && unlimited);
    await page
      .getByTestId("ifo-kelpmar-poolUnlimited-refund")
      .filter({ hasText: shownAmount(unlimited[1], LP) })
      .waitFor();
    await page
      .getByTestId("ifo-kelpmar-poolUnlimited-tokens")
      .filter({ hasText: shownAmount(unlimited[0], "KELP", 2) })
      .waitFor();
    // The basic pool's limit leaves 1.29 LP minus 0.5 to commit: more is refused before sending.
    await page.getByTestId("ifo-kelpmar-poolBasic-amount").fill("1");
    await page.getByText("Above the max. LP token entry").waitFor();
    assert.equal(await page.getByTestId("ifo-kelpmar-poolBasic-commit").isDisabled(), true);
  });

  it("harvests both pools of a past offering with the exact tokens, refund and fee", async () => {
    const account = devAddressOf(HARVESTER_INDEX);
    const page = await browser.newPage();
    await openAppPage(page, "/ifo", { accountIndex: HARVESTER_INDEX });
    await page.getByTestId("ifo-past-tidewell-toggle").click();
    const [[basicAmount, unlimitedAmount], claimedBefore] = await chain.userInfo("tidewell", account);
    assert.deepEqual(claimedBefore, [false, false]);
    assert.ok(basicAmount !== undefined && unlimitedAmount !== undefined);
    const [raising, offered, , hasTax, total] = await chain.poolInformation("tidewell", 1);
    assert.equal(hasTax, true);
    // The contract's rule, recomputed: share of the offering, the overflow refunded less a tax of
    // raise / (2 total + 98 raise).
    const excess = (unlimitedAmount * (total - raising)) / total;
    const tax = (excess * raising) / (2n * total + 98n * raising);
    const expected = { tokens: (unlimitedAmount * offered) / total, refund: excess - tax, tax };
    const [basicShown, unlimitedShown] = await chain.settlements("tidewell", account);
    assert.ok(basicShown && unlimitedShown);
    assert.deepEqual(unlimitedShown, [expected.tokens, expected.refund, expected.tax]);
    const refundText = shownAmount(unlimitedShown[1], LP);
    await page.getByTestId("ifo-tidewell-poolUnlimited-refund").filter({ hasText: refundText }).waitFor();
    await page
      .getByTestId("ifo-tidewell-poolUnlimited-tax")
      .filter({ hasText: shownAmount(unlimitedShown[2], LP) })
      .waitFor();

    for (const [pid, kind, shown] of [
      [0, "poolBasic", basicShown],
      [1, "poolUnlimited", unlimitedShown],
    ] as const) {
      const lpBefore = await chain.lpBalance(account);
      const tokensBefore = await chain.tokenBalance("tidewell", account);
      await page.getByTestId(`ifo-tidewell-${kind}-harvest`).click();
      await until(
        () => chain.userInfo("tidewell", account),
        ([, claimed]) => claimed[pid] === true,
        `the ${kind} harvest`,
      );
      assert.equal((await chain.lpBalance(account)) - lpBefore, shown[1], `${kind} refund to the wei`);
      assert.equal(
        (await chain.tokenBalance("tidewell", account)) - tokensBefore,
        shown[0],
        `${kind} tokens`,
      );
      await page.getByTestId(`ifo-tidewell-${kind}-harvested`).waitFor();
    }
    // The commitment and the refund read the same after the harvest.
    await page.getByTestId("ifo-tidewell-poolUnlimited-refund").filter({ hasText: refundText }).waitFor();
    await page
      .getByTestId("ifo-tidewell-poolUnlimited-committed")
      .filter({ hasText: shownAmount(unlimitedAmount, LP) })
      .waitFor();
  });

  it("claims the IFO Shopper achievement in the Task Center once harvested, then shows it on the profile", async () => {
    const account = devAddressOf(HARVESTER_INDEX);
    await until(
      () => chain.userInfo("tidewell", account),
      ([, claimed]) => claimed.every(Boolean),
      "Tidewell harvested by the previous test",
    );
    const pointsBefore = await chain.points(account);
    const page = await browser.newPage();
    await openAppPage(page, "/profile/tasks", { accountIndex: HARVESTER_INDEX });
    const task = page.getByTestId("task-ifo-tidewell");
    await task.getByText("IFO Shopper: Tidewell").waitFor();
    await task.getByTestId("task-claim").click();
    await until(() => chain.hasClaimedPoints("tidewell", account), Boolean, "the points claim");
    assert.equal((await chain.points(account)) - pointsBefore, 100n);
    await task.getByTestId("task-claimed").waitFor();
    // The achievement shows on the profile once the indexer has the points.
    const profilePage = await browser.newPage();
    await openAppPage(profilePage, "/profile", { accountIndex: HARVESTER_INDEX });
    await profilePage
      .getByTestId("profile-achievement")
      .filter({ hasText: "IFO Shopper: Tidewell" })
      .waitFor();
  });

  it("tells an account without an active profile that it needs one, and offers no commit", async () => {
    for (const [index, text] of [
      [NO_PROFILE_INDEX, "create one with a team and a collectible"],
      [PAUSED_INDEX, "Your profile is paused"],
    ] as const) {
      const page = await browser.newPage();
      await openAppPage(page, "/ifo", { accountIndex: index });
      const notice = page.getByTestId("ifo-profile-required");
      await notice.filter({ hasText: text }).waitFor();
      assert.equal(await notice.getByRole("link", { name: "Your Profile" }).getAttribute("href"), "/profile");
      await page.getByTestId("ifo-kelpmar-poolBasic-committed").waitFor();
      assert.equal(await page.getByTestId("ifo-kelpmar-poolBasic-amount").count(), 0);
      assert.equal(await page.getByTestId("ifo-kelpmar-poolUnlimited-commit").count(), 0);
    }
  });

  it("shows a visitor the offering with connect prompts in place of actions", async () => {
    const page = await browser.newPage();
    await openAppPage(page, "/ifo", { accountIndex: VISITOR_INDEX, connect: false });
    const basic = page.getByTestId("ifo-kelpmar-poolBasic");
    await basic.getByRole("button", { name: "Connect Wallet" }).waitFor();
    const [raising, offered] = await chain.poolInformation("kelpmar", 0);
    await basic
      .getByTestId("ifo-kelpmar-poolBasic-sale")
      .filter({ hasText: shownAmount(offered, "KELP", 2) })
      .waitFor();
    await basic
      .getByTestId("ifo-kelpmar-poolBasic-raise")
      .filter({ hasText: shownAmount(raising, LP) })
      .waitFor();
    assert.equal(await page.getByTestId("ifo-profile-required").count(), 0);
  });
});
