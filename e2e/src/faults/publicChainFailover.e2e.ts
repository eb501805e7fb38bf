import assert from "node:assert/strict";
import { rm } from "node:fs/promises";
import { after, before, describe, it } from "node:test";
import { startStaticWebServer, type StaticWebServer } from "@griddle/stack";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";
import { until } from "../harness/until.ts";
import { buildWebForChain } from "./support/buildWebForChain.ts";
import { controlPublicNodes } from "./support/controlPublicNodes.ts";

const browser = useBrowser();

/** The public nodes the spec lists for each chain, in its failover order. */
const PUBLIC_NODES = {
  56: [
    "https://bsc-dataseed.bnbchain.org",
    "https://bsc-dataseed1.defibit.io",
    "https://bsc-dataseed1.ninicoin.io",
  ],
  97: [
    "https://data-seed-prebsc-1-s1.bnbchain.org:8545",
    "https://data-seed-prebsc-2-s1.bnbchain.org:8545",
    "https://data-seed-prebsc-1-s2.bnbchain.org:8545",
  ],
} as const;

for (const chainId of [56, 97] as const) {
  describe(`on chain ${chainId} the three public nodes fail over in order and recover`, () => {
    let outDir: string;
    let web: StaticWebServer;

    before(async () => {
      outDir = await buildWebForChain(chainId);
      web = await startStaticWebServer({
        root: outDir,
        host: "127.0.0.1",
        port: 0,
        deploymentJson: JSON.stringify(getTestStack().manifest),
      });
    });

    after(async () => {
      await web?.stop();
      if (outDir) await rm(outDir, { recursive: true, force: true });
    });

    it("moves to the next node only when one cannot answer, and back to the first once it can", async () => {
      const page = await browser.newPage();
      const nodes = await controlPublicNodes(page, PUBLIC_NODES[chainId], getTestStack().manifest.rpcUrl);
      const offline = page.getByTestId("chain-offline");
      const hitsNow = () => Promise.resolve([...nodes.hits]);
      await page.goto(`${web.url}/swap`);

      // All three answer: every request goes to the first.
      await until(hitsNow, ([first]) => (first ?? 0) >= 2, "the first node to answer the block polls");
      assert.deepEqual(nodes.hits.slice(1), [0, 0]);

      // The first refuses: the second answers, the third is never asked, and the app stays online.
      nodes.setReachable(0, false);
      const beforeSecond = nodes.hits[1] ?? 0;
      await until(hitsNow, ([, second]) => (second ?? 0) >= beforeSecond + 2, "the second node to answer");
      assert.equal(nodes.hits[2], 0);
      assert.equal(await offline.count(), 0, "one node down is not offline");

      // The first two refuse: the third answers.
      nodes.setReachable(1, false);
      await until(hitsNow, ([, , third]) => (third ?? 0) >= 2, "the third node to answer");
      assert.equal(await offline.count(), 0, "two nodes down is not offline");

      // All three refuse: one offline state.
      nodes.setReachable(2, false);
      await offline.waitFor();

      // The first answers again: the offline state goes and every request is the first's again.
      nodes.setReachable(0, true);
      nodes.setReachable(1, true);
      nodes.setReachable(2, true);
      await offline.waitFor({ state: "detached" });
      const [firstAtRecovery = 0, secondAtRecovery, thirdAtRecovery] = nodes.hits;
      await until(
        hitsNow,
        ([first]) => (first ?? 0) >= firstAtRecovery + 2,
        "the first node to answer again",
      );
      assert.deepEqual(nodes.hits.slice(1), [secondAtRecovery, thirdAtRecovery]);
    });
  });
}
