// The three keepers as real processes against a real local chain, deployed with short rounds
// (interval 20, buffer 5): rounds locked and closed at the oracle keeper's TWAP, a catch-up after
// the operator keeper was down, genesis again after an admin pause, the trader's swaps both ways,
// and a clean exit. Blocks come from hardhat_mine wherever the test would otherwise wait for them.
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import {
  griddlePairAbi,
  griddlePredictionAbi,
  LOCAL_DEV_MNEMONIC,
  LOCAL_KEEPER_ACCOUNT_INDEX,
  priceFeedAggregatorAbi,
  type DeploymentManifest,
} from "@griddle/sdk";
import {
  deployToLocalChain,
  findFreePort,
  startChainNode,
  startKeeper,
  type ChainNode,
  type Keeper,
} from "@griddle/stack";
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  isAddressEqual,
  type PublicClient,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { DEFAULT_KEEPERS_CONFIG, type KeeperName, type KeepersConfig } from "../src/index.ts";
import { recomputeTwap } from "./support/recomputeTwap.ts";
import { waitFor } from "./support/waitFor.ts";

const ROUND_LENGTHS = { intervalBlocks: 20, bufferBlocks: 5 } as const;
/** The oracle's own pre-lock window: from here on it makes sure of an answer for the lock. */
const PRE_LOCK_BLOCKS = 5n;
/** A swap every 2 s, so both directions show within the test. */
const CONFIG: KeepersConfig = { ...DEFAULT_KEEPERS_CONFIG, marketTraderIntervalSeconds: 2 };

describe("the keepers on a local chain", () => {
  const startedAt = performance.now();
  let workDir: string;
  let manifestPath: string;
  let chain: ChainNode;
  let manifest: DeploymentManifest;
  let publicClient: PublicClient;
  let firstTraderBlock: bigint;
  const keepers = new Map<KeeperName, Keeper>();
  const lines: string[] = [];

  const linesOf = (keeper: KeeperName) =>
    lines.filter((line) => line.startsWith(`[${keeper}] `)).map((line) => line.slice(keeper.length + 3));
  const recentLog = () => `Keepers' log:\n${lines.slice(-40).join("\n")}`;
  const start = async (keeper: KeeperName) => {
    keepers.set(
      keeper,
      await startKeeper({ keeper, manifestPath, config: CONFIG, onOutput: (line) => lines.push(line) }),
    );
  };

  const game = () => ({ address: manifest.prediction.contract, abi: griddlePredictionAbi }) as const;
  const feed = () => ({ address: manifest.prediction.priceFeed, abi: priceFeedAggregatorAbi }) as const;
  const currentEpoch = () => publicClient.readContract({ ...game(), functionName: "currentEpoch" });
  const round = (epoch: bigint) =>
    publicClient.readContract({ ...game(), functionName: "rounds", args: [epoch] });
  const headBlock = () => publicClient.getBlockNumber({ cacheTime: 0 });
  /** Mines up to `block` at the game's 3 s a block, so its lock and close times come out right. */
  const mineTo = async (block: bigint) => {
    const head = await headBlock();
    if (head >= block) return;
    await createTestClient({ mode: "hardhat", transport: http(chain.rpcUrl) }).mine({
      blocks: Number(block - head),
      interval: 3,
    });
  };
  const answerOf = async (feedRound: bigint) =>
    (await publicClient.readContract({ ...feed(), functionName: "getRoundData", args: [feedRound] }))[1];

  /**
   * Brings the current round to its lock as the chain would, faster: mines to the oracle's pre-lock
   * window, waits for an answer newer than the last lock's, mines to the block before the lock and
   * waits for the operator keeper to lock it. Returns the round it locked.
   */
  const playRound = async (expected: "executeRound" | "genesisLockRound" = "executeRound") => {
    const epoch = await currentEpoch();
    const { lockBlock } = await round(epoch);
    await mineTo(lockBlock - PRE_LOCK_BLOCKS);
    await waitFor(
      `an oracle answer for round ${epoch}'s lock`,
      async () => {
        const [[latest], lastLock] = await Promise.all([
          publicClient.readContract({ ...feed(), functionName: "latestRoundData" }),
          publicClient.readContract({ ...game(), functionName: "oracleLatestRoundId" }),
        ]);
        return latest > lastLock;
      },
      { describe: recentLog },
    );
    await mineTo(lockBlock - 1n);
    // The operator keeper logs once its transaction is mined: its line is the event to wait for.
    await waitFor(
      `the operator keeper's ${expected} locking round ${epoch}`,
      () =>
        linesOf("prediction-operator").some(
          (line) => line.startsWith(`${expected} → `) && line.includes(`round ${epoch} locked`),
        ),
      { describe: recentLog },
    );
    assert.ok((await currentEpoch()) > epoch);
    return epoch;
  };

  before(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "griddle-keepers-"));
    manifestPath = path.join(workDir, "deployment.json");
    chain = await startChainNode({ host: "127.0.0.1", port: await findFreePort() });
    manifest = await deployToLocalChain(chain.rpcUrl, { prediction: ROUND_LENGTHS });
    await writeFile(manifestPath, JSON.stringify(manifest));
    publicClient = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 100 });
    firstTraderBlock = await headBlock();
    await Promise.all(
      ["prediction-oracle", "prediction-operator", "market-trader"].map((k) => start(k as KeeperName)),
    );
  });

  after(async () => {
    for (const keeper of keepers.values()) await keeper.stop();
    await chain?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("deploys the short rounds the keepers then run", async () => {
    const [interval, buffer, epoch] = await Promise.all([
      publicClient.readContract({ ...game(), functionName: "intervalBlocks" }),
      publicClient.readContract({ ...game(), functionName: "bufferBlocks" }),
      currentEpoch(),
    ]);
    assert.deepEqual([interval, buffer, epoch], [20n, 5n, 8n]);
  });

  it("locks and closes rounds at the oracle keeper's answers, each the pair's TWAP at the blocks it names", async () => {
    const first = await playRound();
    const second = await playRound();
    const [live, closed] = await Promise.all([round(second), round(first)]);
    assert.equal(closed.oracleCalled, true, `round ${first} closed`);
    assert.equal(closed.cancelled, false);
    assert.equal(live.cancelled, false);
    assert.equal(live.lockOracleId > closed.lockOracleId, true);
    assert.equal(closed.closeOracleId, live.lockOracleId);

    const pricePair = manifest.pairs.find((pair) =>
      isAddressEqual(pair.address, manifest.prediction.pricePair),
    );
    assert.ok(pricePair, "the manifest lists the price pair");
    const twapPair = {
      address: pricePair.address,
      wbnbIsToken0: isAddressEqual(pricePair.token0, manifest.contracts.wbnb),
    };
    for (const priced of [closed, live]) {
      const feedRound = priced.lockOracleId;
      const submitted = linesOf("prediction-oracle")
        .map((line) => /^submit → feed round (\d+): .* TWAP of blocks (\d+)-(\d+) over (\d+) s/.exec(line))
        .find((match) => match !== null && BigInt(match[1] ?? "") === feedRound);
      assert.ok(submitted, `the oracle keeper logged feed round ${feedRound}\n${recentLog()}`);
      const [, , older, newer, seconds] = submitted;
      const answer = await answerOf(feedRound);
      assert.equal(
        priced.lockPrice,
        answer,
        `round ${priced.epoch} locked at feed round ${feedRound}'s answer`,
      );
      assert.equal(
        answer,
        await recomputeTwap(publicClient, twapPair, BigInt(older ?? ""), BigInt(newer ?? "")),
        `feed round ${feedRound} is the TWAP of blocks ${older}-${newer}`,
      );
      // A whole window, or all the time since the game's deployment while the chain is younger.
      assert.ok(
        Number(seconds) >= CONFIG.twapWindowSeconds ||
          BigInt(older ?? "") === BigInt(manifest.prediction.startBlock),
        `averaged over ${seconds} s from block ${older}`,
      );
    }
    assert.equal(closed.closePrice, await answerOf(closed.closeOracleId));
  });

  it("catches up after the operator keeper was down past the buffer, and rounds go on", async () => {
    const operator = keepers.get("prediction-operator");
    assert.ok(operator);
    await operator.stop();
    assert.equal(await operator.exited, 0, "the operator keeper exits cleanly on SIGTERM");

    const missed = await currentEpoch();
    const { lockBlock } = await round(missed);
    await mineTo(lockBlock + BigInt(ROUND_LENGTHS.bufferBlocks) + 1n);
    await start("prediction-operator");
    await waitFor(
      `a catch-up past round ${missed}`,
      () => linesOf("prediction-operator").some((line) => line.startsWith("catchUp → ")),
      { describe: recentLog },
    );
    assert.equal(await currentEpoch(), missed + 1n);
    const [cancelled, liveBefore] = await Promise.all([round(missed), round(missed - 1n)]);
    assert.equal(cancelled.cancelled, true, `round ${missed} was cancelled`);
    assert.equal(liveBefore.cancelled, true, `round ${missed - 1n}, live then, was cancelled`);

    const next = await playRound();
    assert.equal(next, missed + 1n);
    const locked = await round(next);
    assert.equal(locked.cancelled, false);
    assert.equal(locked.lockPrice, await answerOf(locked.lockOracleId));
  });

  it("waits while the admin pauses the game, then runs genesis again after the unpause", async () => {
    const admin = createWalletClient({
      chain: defineChain({
        id: manifest.chainId,
        name: "Griddle Local",
        nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl),
      account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: 0 }),
    });
    assert.ok(isAddressEqual(admin.account.address, manifest.prediction.admin));
    const send = async (functionName: "pause" | "unpause") => {
      const hash = await admin.writeContract({ ...game(), functionName });
      assert.equal((await publicClient.waitForTransactionReceipt({ hash })).status, "success");
    };
    const isPausedLine = (line: string) => line.startsWith("game paused");

    await send("pause");
    await waitFor(
      "the operator keeper to notice the pause",
      () => linesOf("prediction-operator").some(isPausedLine),
      {
        describe: recentLog,
      },
    );
    const actionsWhilePaused = linesOf("prediction-operator").length;
    await mineTo((await headBlock()) + 3n);
    await send("unpause");
    await waitFor(
      "genesis start after the unpause",
      () => linesOf("prediction-operator").some((line) => line.startsWith("genesisStartRound → ")),
      { describe: recentLog },
    );
    assert.equal(await publicClient.readContract({ ...game(), functionName: "genesisStartOnce" }), true);
    const operatorLines = linesOf("prediction-operator");
    assert.equal(operatorLines.filter(isPausedLine).length, 1, "one line for the whole pause");
    assert.ok(operatorLines[actionsWhilePaused]?.startsWith("genesisStartRound → "), recentLog());

    await playRound("genesisLockRound");
    assert.equal(await publicClient.readContract({ ...game(), functionName: "genesisLockOnce" }), true);
  });

  it("has the market trader swap the pair both ways", async () => {
    const trader = mnemonicToAccount(LOCAL_DEV_MNEMONIC, {
      addressIndex: LOCAL_KEEPER_ACCOUNT_INDEX.marketTrader,
    });
    const directions = async () => {
      const swaps = await publicClient.getContractEvents({
        address: manifest.prediction.pricePair,
        abi: griddlePairAbi,
        eventName: "Swap",
        fromBlock: firstTraderBlock,
      });
      const sent = await Promise.all(
        swaps.map(async (swap) => ({
          swap,
          tx: await publicClient.getTransaction({ hash: swap.transactionHash }),
        })),
      );
      const own = sent
        .filter(({ tx }) => isAddressEqual(tx.from, trader.address))
        .map(({ swap }) => swap.args);
      return {
        token0In: own.filter((args) => (args.amount0In ?? 0n) > 0n).length,
        token1In: own.filter((args) => (args.amount1In ?? 0n) > 0n).length,
      };
    };
    await waitFor(
      "swaps both ways",
      async () => {
        const { token0In, token1In } = await directions();
        // The keeper logs a swap once its receipt is back: the line can trail the swap on chain.
        const logged = ["sold ", "bought "].every((verb) =>
          linesOf("market-trader").some((line) => line.startsWith(verb)),
        );
        return token0In > 0 && token1In > 0 && logged;
      },
      { timeoutMs: 30_000, describe: recentLog },
    );
    assert.ok(linesOf("market-trader").some((line) => line.startsWith("sold ")));
    assert.ok(linesOf("market-trader").some((line) => line.startsWith("bought ")));
  });

  it("stops every keeper cleanly, with nothing logged as an error", async (context) => {
    for (const [name, keeper] of keepers) {
      await keeper.stop();
      assert.equal(await keeper.exited, 0, `${name} exits with code 0`);
      assert.equal(linesOf(name).at(-1), "stopped", `${name} says it stopped`);
    }
    keepers.clear();
    assert.deepEqual(
      lines.filter((line) => line.includes("] error: ")),
      [],
      "no keeper logged an error",
    );
    context.diagnostic(`the whole run took ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  });
});
