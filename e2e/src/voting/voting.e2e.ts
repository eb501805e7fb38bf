// The voting area through the real screens on the local chain and the voting hub: the proposal form's
// rules, a proposal made and signed (EIP-712), votes from two accounts with their power at the snapshot
// block, a changed vote, the results and the verification of every vote.
// Needs the voting hub (apps/api, branch p-voting-hub) in the stack's API: without it the hub's
// GraphQL and /api/msg are missing and this suite fails at its first request.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { parseEther, type Address } from "viem";
import type { Page } from "playwright-core";
import { useBrowser } from "../harness/browserSession.ts";
import { openAppPage } from "../harness/openAppPage.ts";
import { until } from "../harness/until.ts";
import { addressOf, profileChain } from "../profile/support/profileChain.ts";
import { votingHub } from "./support/votingHub.ts";

// Accounts no other suite uses.
const AUTHOR_INDEX = 90;
const FIRST_VOTER_INDEX = 91;
const SECOND_VOTER_INDEX = 92;
const FIRST_VOTER_CAKE = parseEther("50");
const SECOND_VOTER_CAKE = parseEther("20");

const browser = useBrowser();
let chain: ReturnType<typeof profileChain>;
let hub: ReturnType<typeof votingHub>;

/** The browser's local date and time a minute ago, as the form's date and time inputs take them. */
async function localNow(page: Page): Promise<{ date: string; time: string }> {
  return page.evaluate(() => {
    const now = new Date(Date.now() - 60_000);
    const pad = (value: number) => String(value).padStart(2, "0");
    return {
      date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
      time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
    };
  });
}

/** Votes for choice `choice` (1-based) as dev account `index`, through the cast-vote modal. */
async function vote(proposalPath: string, index: number, choice: number, cake: bigint): Promise<void> {
  const page = await browser.newPage();
  await openAppPage(page, proposalPath, { accountIndex: index });
  await page.getByTestId(`vote-choice-${choice}`).check();
  await page.getByTestId("cast-vote").click();
  const modal = page.getByTestId("cast-vote-modal");
  // The wallet's CAKE at the snapshot block is the whole of this account's power.
  const total = modal.getByTestId("voting-power-total");
  await total.filter({ hasText: new Intl.NumberFormat("en-US").format(Number(cake / 10n ** 18n)) }).waitFor();
  await modal.getByTestId("confirm-vote").click();
  await modal.waitFor({ state: "detached" });
  await page.getByText("Vote cast!").waitFor();
  await page.close();
}

describe("voting", () => {
  before(() => {
    chain = profileChain();
    hub = votingHub();
  });

  it("makes a proposal, takes votes from two accounts and a changed vote, and shows the verified results", async () => {
    const author = addressOf(AUTHOR_INDEX);
    const voters: readonly Address[] = [addressOf(FIRST_VOTER_INDEX), addressOf(SECOND_VOTER_INDEX)];
    // Funded before the form opens, so the snapshot block it defaults to sees the CAKE.
    await chain.fund(author);
    await chain.fund(voters[0] ?? author, FIRST_VOTER_CAKE);
    await chain.fund(voters[1] ?? author, SECOND_VOTER_CAKE);

    const page = await browser.newPage();
    await openAppPage(page, "/voting/proposal/create", { accountIndex: AUTHOR_INDEX });

    // The rules: an empty form says what is missing.
    await page.getByTestId("proposal-publish").click();
    await page.getByText("Title is required").waitFor();
    await page.getByText("Content is required").waitFor();
    await page.getByText("Choices must not be empty").waitFor();

    await page.getByTestId("proposal-title-input").fill("Raise the CAKE-BNB farm's weight");
    await page
      .getByTestId("proposal-body")
      .fill("## Why\n\nMore **rewards** for <script>alert(1)</script> LPs.");
    await page.getByRole("tab", { name: "Preview" }).click();
    await page.getByTestId("proposal-body-preview").locator("strong", { hasText: "rewards" }).waitFor();
    assert.equal(await page.getByTestId("proposal-body-preview").locator("script").count(), 0);
    await page.getByRole("tab", { name: "Write" }).click();
    await page.getByTestId("proposal-choice-1").fill("Yes");
    await page.getByTestId("proposal-choice-2").fill("No");
    await page.getByTestId("proposal-add-choice").click();
    await page.getByTestId("proposal-choice-3").fill("Abstain");

    // Voting opens now, and the end must come after the start.
    const now = await localNow(page);
    await page.getByTestId("proposal-start-date").fill(now.date);
    await page.getByTestId("proposal-start-time").fill(now.time);
    await page.getByTestId("proposal-end-date").fill(now.date);
    await page.getByTestId("proposal-end-time").fill(now.time);
    await page.getByTestId("proposal-publish").click();
    await page.getByText("End date must be after the start date").waitFor();
    const later = await page.evaluate(() => {
      const end = new Date(Date.now() + 3 * 86_400_000);
      const pad = (value: number) => String(value).padStart(2, "0");
      return `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())}`;
    });
    await page.getByTestId("proposal-end-date").fill(later);

    await page.getByTestId("proposal-publish").click();
    await page.waitForURL(
      (url) => /\/voting\/proposal\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith("/create"),
    );
    const proposalPath = new URL(page.url()).pathname;
    const id = decodeURIComponent(proposalPath.split("/").at(-1) ?? "");
    await page
      .getByTestId("proposal-title")
      .filter({ hasText: "Raise the CAKE-BNB farm's weight" })
      .waitFor();
    assert.equal(await page.locator("main script").count(), 0, "the body's script is not rendered");
    const stored = await until(
      () => hub.proposal(id),
      (found) => found?.state === "active",
      "the proposal open",
    );
    assert.deepEqual(stored?.choices, ["Yes", "No", "Abstain"]);

    // Two voters, then the first changes their mind.
    await vote(proposalPath, FIRST_VOTER_INDEX, 1, FIRST_VOTER_CAKE);
    await vote(proposalPath, SECOND_VOTER_INDEX, 2, SECOND_VOTER_CAKE);
    await vote(proposalPath, FIRST_VOTER_INDEX, 2, FIRST_VOTER_CAKE);

    const counted = await until(
      () => hub.proposal(id),
      (found) => found?.votes === 2 && (found.scores[1] ?? 0) === 70,
      "both votes on No",
    );
    assert.deepEqual(counted?.scores, [0, 70, 0]);
    const votes = await hub.votes(id);
    assert.deepEqual(votes.map(({ choice }) => choice).sort(), [2, 2], "the changed vote replaced the first");

    // The author's page shows the results and both votes, none flagged by verification.
    await page.reload();
    const results = page.getByTestId("proposal-result");
    await results.nth(1).getByTestId("proposal-result-percent").filter({ hasText: "100.00%" }).waitFor();
    await results.nth(0).getByTestId("proposal-result-percent").filter({ hasText: "0.00%" }).waitFor();
    const rows = page.getByTestId("vote-row");
    await until(
      () => rows.count(),
      (count) => count === 2,
      "two votes listed",
    );
    await page.getByTestId("votes-panel").getByText("Votes (2)").waitFor();
    // Verification answers after the list: give it until the rows settle, then expect no flag.
    await until(
      () =>
        page.evaluate(() =>
          performance.getEntriesByType("resource").some((entry) => entry.name.endsWith("/verify")),
        ),
      Boolean,
      "the votes verified",
    );
    assert.equal(await page.getByTestId("vote-invalid").count(), 0);
  });
});
