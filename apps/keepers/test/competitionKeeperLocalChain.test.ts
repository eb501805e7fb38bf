// The competition keeper as a real process against a real local chain and indexer, on a short
// schedule: it opens the live phase, makes the seeded competitors' trades once (even across a
// restart), closes, publishes the Merkle root of the ranking recomputed from the indexer, and opens
// the claims; the root is the one @griddle/sdk computes from the indexer's public data, and a
// competitor claims its team rank's reward with its proof, to the wei.
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import {
  buildCompetitionResults,
  cakeTokenAbi,
  CompetitionStatus,
  fetchCompetitionStandings,
  griddleTradingCompetitionAbi,
  LOCAL_COMPETITION_TRADES,
  LOCAL_DEV_MNEMONIC,
  type DeploymentManifest,
} from "@griddle/sdk";
import {
  deployToLocalChain,
  findFreePort,
  startChainNode,
  startIndexer,
  startKeeper,
  type ChainNode,
  type Indexer,
  type Keeper,
} from "@griddle/stack";
import { createPublicClient, createWalletClient, http, type PublicClient } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { DEFAULT_KEEPERS_CONFIG } from "../src/index.ts";
import { indexerPoster } from "../src/competition/operator/indexerPoster.ts";
import { waitFor } from "./support/waitFor.ts";

const KEEPER = "competition-operator";
const SCHEDULE = { registrationSeconds: 5, liveSeconds: 20 };

describe("the competition keeper on a local chain", () => {
  let workDir: string;
  let manifestPath: string;
  let chain: ChainNode;
  let indexer: Indexer;
  let manifest: DeploymentManifest;
  let publicClient: PublicClient;
  let keeper: Keeper | undefined;
  const lines: string[] = [];

  const keeperLines = () =>
    lines.filter((line) => line.startsWith(`[${KEEPER}] `)).map((line) => line.slice(KEEPER.length + 3));
  const recentLog = () => `Keeper's log:\n${lines.slice(-30).join("\n")}`;
  const start = async () => {
    keeper = await startKeeper({
      keeper: KEEPER,
      manifestPath,
      config: DEFAULT_KEEPERS_CONFIG,
      onOutput: (line) => lines.push(line),
    });
  };
  const competition = () =>
    ({ address: manifest.competition.contract, abi: griddleTradingCompetitionAbi }) as const;
  const status = () => publicClient.readContract({ ...competition(), functionName: "currentStatus" });

  before(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "griddle-competition-keeper-"));
    manifestPath = path.join(workDir, "deployment.json");
    chain = await startChainNode({ host: "127.0.0.1", port: await findFreePort() });
    const deployed = await deployToLocalChain(chain.rpcUrl, { competition: SCHEDULE });
    indexer = await startIndexer({
      host: "127.0.0.1",
      port: await findFreePort(),
      manifestPath,
      rpcUrl: chain.rpcUrl,
      dataDir: path.join(workDir, "indexer"),
    });
    manifest = { ...deployed, services: { indexerGraphqlUrl: indexer.graphqlUrl } };
    await writeFile(manifestPath, JSON.stringify(manifest));
    publicClient = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 100 });
    await start();
  });

  after(async () => {
    await keeper?.stop();
    await indexer?.stop();
    await chain?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("runs the battle from registration to claiming, trading once per seeded competitor across a restart", async () => {
    await waitFor("the live phase", async () => (await status()) === CompetitionStatus.Live, {
      timeoutMs: 90_000,
      describe: recentLog,
    });
    await waitFor(
      "the seeded trades",
      () =>
        keeperLines().filter((line) => line.startsWith("seeded trade: ")).length ===
        LOCAL_COMPETITION_TRADES.length,
      { timeoutMs: 60_000, describe: recentLog },
    );
    assert.ok(keeper);
    await keeper.stop();
    assert.equal(await keeper.exited, 0, "the keeper exits cleanly on SIGTERM");
    await start();
    await waitFor("the claims", async () => (await status()) === CompetitionStatus.Claiming, {
      timeoutMs: 150_000,
      describe: recentLog,
    });
    assert.equal(
      keeperLines().filter((line) => line.startsWith("seeded trade: ")).length,
      LOCAL_COMPETITION_TRADES.length,
      "the restarted keeper did not trade again",
    );

    const standings = await fetchCompetitionStandings(indexerPoster(indexer.graphqlUrl));
    const results = buildCompetitionResults({ ...standings, numberTeams: manifest.competition.numberTeams });
    assert.equal(
      await publicClient.readContract({ ...competition(), functionName: "resultsRoot" }),
      results.root,
      "the chain's root is the one recomputed from the indexer",
    );
    for (const { accountIndex } of LOCAL_COMPETITION_TRADES) {
      const { address } = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: accountIndex });
      assert.equal(
        standings.swapCountByAccount.get(address.toLowerCase()),
        1,
        `account ${accountIndex} traded once`,
      );
      assert.ok(
        (standings.volumeUsdByAccount.get(address.toLowerCase()) ?? 0) > 0,
        `account ${accountIndex} has volume`,
      );
    }
    // Account 2 sold the most BNB: its team (2) ranks first, and it is its team's top trader.
    assert.deepEqual(
      results.ranking.teams.map(({ teamId }) => teamId),
      [2, 1, 3],
    );
  });

  it("pays a competitor its team rank's reward for its proof, once", async () => {
    const standings = await fetchCompetitionStandings(indexerPoster(indexer.graphqlUrl));
    const results = buildCompetitionResults({ ...standings, numberTeams: manifest.competition.numberTeams });
    const account = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: 2 });
    const trader = results.ranking.traders.find(({ account: a }) => a === account.address.toLowerCase());
    assert.ok(trader);
    const proof = results.proofFor(account.address);
    assert.ok(proof);
    const [, , reward] = await publicClient.readContract({
      ...competition(),
      functionName: "claimInformation",
      args: [account.address, BigInt(trader.teamRank), BigInt(trader.rewardGroup)],
    });
    const balance = () =>
      publicClient.readContract({
        address: manifest.contracts.cake,
        abi: cakeTokenAbi,
        functionName: "balanceOf",
        args: [account.address],
      });
    const before = await balance();
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) });
    const claim = () =>
      wallet.writeContract({
        ...competition(),
        functionName: "claimReward",
        args: [BigInt(trader.teamRank), BigInt(trader.rewardGroup), proof],
        chain: null,
      });
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await claim() });
    assert.equal(receipt.status, "success");
    assert.equal((await balance()) - before, reward, "the reward, to the wei");
    assert.equal(reward > 0n, true, "the top team's top trader earns CAKE");
    await assert.rejects(claim(), /AlreadyClaimed/);
  });
});
