// The lottery operator keeper as a real process against a real local chain, with rounds of ten minutes:
// it closes the seeded open round when its sales end, draws it from the seed it committed to, opens
// the next round and injects into it; after a restart in the middle of a reveal window it still draws;
// and a round whose seed it does not hold (restarted with another secret) is cancelled once the window
// is over, every ticket refunded. Time moves by evm_setNextBlockTimestamp and hardhat_mine, not waits.
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import {
  cakeTokenAbi,
  griddleLotteryAbi,
  LOCAL_DEV_MNEMONIC,
  LOCAL_LOTTERY_SEED_SECRET,
  lotteryBulkTicketPrice,
  lotteryFinalNumber,
  lotterySeed,
  lotterySeedCommitment,
  lotteryWinningBracket,
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
  http,
  parseEventLogs,
  parseEther,
  type Hash,
  type PublicClient,
  type TransactionReceipt,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { DEFAULT_KEEPERS_CONFIG, type KeepersConfig } from "../src/index.ts";
import { waitFor } from "./support/waitFor.ts";

// Long enough that the seeded round 5 is still selling when the deployment ends: each automined block
// moves the chain clock at least a second, and the areas seeded after the lottery mine hundreds.
const ROUND_SECONDS = 600;
const CONFIG: KeepersConfig = { ...DEFAULT_KEEPERS_CONFIG, lotteryRoundSeconds: ROUND_SECONDS };
/** A secret other than the one the rounds so far were committed to. */
const OTHER_SECRET = "a secret the keeper is restarted with";
/** A dev account the seed never plays with. */
const PLAYER_INDEX = 4;
const KEEPER = "lottery-operator";

describe("the lottery keeper on a local chain", () => {
  const startedAt = performance.now();
  let workDir: string;
  let manifestPath: string;
  let chain: ChainNode;
  let manifest: DeploymentManifest;
  let publicClient: PublicClient;
  let keeper: Keeper | undefined;
  const lines: string[] = [];

  const keeperLines = () =>
    lines.filter((line) => line.startsWith(`[${KEEPER}] `)).map((line) => line.slice(KEEPER.length + 3));
  const recentLog = () => `Keeper's log:\n${lines.slice(-30).join("\n")}`;
  const logged = (what: string, start: string) =>
    waitFor(what, () => keeperLines().some((line) => line.startsWith(start)), { describe: recentLog });
  const startLotteryKeeper = async (config: KeepersConfig = CONFIG) => {
    keeper = await startKeeper({
      keeper: KEEPER,
      manifestPath,
      config,
      onOutput: (line) => lines.push(line),
    });
  };
  const stopLotteryKeeper = async () => {
    assert.ok(keeper);
    await keeper.stop();
    assert.equal(await keeper.exited, 0, "the keeper exits cleanly on SIGTERM");
    keeper = undefined;
  };

  const lottery = () => ({ address: manifest.lottery.contract, abi: griddleLotteryAbi }) as const;
  const viewLottery = (id: bigint) =>
    publicClient.readContract({ ...lottery(), functionName: "viewLottery", args: [id] });
  const viewRandomness = (id: bigint) =>
    publicClient.readContract({ ...lottery(), functionName: "viewRandomness", args: [id] });
  const testClient = () => createTestClient({ mode: "hardhat", transport: http(chain.rpcUrl) });
  /** Mines a block dated `timestamp`: what the keeper sees once a round's sales have ended. */
  const mineAt = async (timestamp: bigint) => {
    await testClient().setNextBlockTimestamp({ timestamp });
    await testClient().mine({ blocks: 1 });
  };
  const mineTo = async (block: bigint) => {
    const head = await publicClient.getBlockNumber({ cacheTime: 0 });
    if (block > head) await testClient().mine({ blocks: Number(block - head), interval: 0 });
  };

  const player = () =>
    createWalletClient({
      account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: PLAYER_INDEX }),
      transport: http(chain.rpcUrl),
    });
  const mined = async (sent: Promise<Hash>): Promise<TransactionReceipt> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await sent });
    assert.equal(receipt.status, "success", `transaction ${receipt.transactionHash}`);
    return receipt;
  };
  /** The player buys `numbers` in round `id` at what the round charges, approving exactly that. */
  const buy = async (id: bigint, numbers: readonly number[]) => {
    const { discountDivisor, priceTicketInCake } = await viewLottery(id);
    const cost = lotteryBulkTicketPrice(discountDivisor, priceTicketInCake, BigInt(numbers.length));
    await mined(
      player().writeContract({
        address: manifest.contracts.cake,
        abi: cakeTokenAbi,
        functionName: "approve",
        args: [manifest.lottery.contract, cost],
        chain: null,
      }),
    );
    await mined(
      player().writeContract({
        ...lottery(),
        functionName: "buyTickets",
        args: [id, [...numbers]],
        chain: null,
      }),
    );
    return cost;
  };
  const playerTickets = async (id: bigint) => {
    const [ids, numbers, paid] = await publicClient.readContract({
      ...lottery(),
      functionName: "viewUserInfoForLotteryId",
      args: [player().account.address, id, 0n, 100n],
    });
    return ids.map((ticketId, index) => ({
      ticketId,
      number: numbers[index] ?? 0,
      paid: paid[index] ?? false,
    }));
  };
  /** The round was drawn from the seed `secret` gives it and the hash of the block after its close. */
  const assertDrawnFromSeed = async (id: bigint, secret: string) => {
    const [[, , , , closeBlock], { status, finalNumber }] = await Promise.all([
      viewRandomness(id),
      viewLottery(id),
    ]);
    const { hash } = await publicClient.getBlock({ blockNumber: closeBlock + 1n });
    assert.equal(status, 3, `round ${id} is claimable`);
    assert.equal(finalNumber, lotteryFinalNumber(lotterySeed(secret, id), hash, id), `round ${id}'s number`);
  };
  const assertCommittedTo = async (id: bigint, secret: string) => {
    const [commitment] = await viewRandomness(id);
    assert.equal(commitment, lotterySeedCommitment(lotterySeed(secret, id)), `round ${id}'s commitment`);
  };

  before(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "griddle-lottery-keeper-"));
    manifestPath = path.join(workDir, "deployment.json");
    chain = await startChainNode({ host: "127.0.0.1", port: await findFreePort() });
    manifest = await deployToLocalChain(chain.rpcUrl, {
      lottery: { roundSeconds: ROUND_SECONDS, seedSecret: LOCAL_LOTTERY_SEED_SECRET },
    });
    await writeFile(manifestPath, JSON.stringify(manifest));
    publicClient = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 100 });
    await startLotteryKeeper();
  });

  after(async () => {
    await keeper?.stop();
    await chain?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("closes the seeded round when its sales end, draws it from its committed seed, opens round 6 and injects", async () => {
    // 100 tickets ending in 00-99: whatever the draw, ten of them win.
    const numbers = Array.from(
      { length: 100 },
      (_, ending) => 1_000_000 + ((ending * 7_919) % 10_000) * 100 + ending,
    );
    await buy(5n, numbers);
    await mineAt((await viewLottery(5n)).endTime);
    await logged("the keeper to close round 5", "close → round 5 closed");
    await logged("the keeper to draw round 5", "draw → round 5 drew ");
    await logged("the keeper to open round 6", "start → round 6 open");
    await logged("the keeper to inject into round 6", "inject → 10000.0000 CAKE injected into round 6");
    await assertDrawnFromSeed(5n, LOCAL_LOTTERY_SEED_SECRET);
    await assertCommittedTo(6n, LOCAL_LOTTERY_SEED_SECRET);
    const next = await viewLottery(6n);
    assert.equal(next.status, 1, "round 6 is open");
    // Its sales end a round after the head block the keeper decided on; the start lands a moment later.
    const length = next.endTime - next.startTime;
    assert.ok(
      length > BigInt(ROUND_SECONDS) - 5n && length <= BigInt(ROUND_SECONDS),
      `round 6 lasts ${length} s`,
    );

    // The prizes are there to claim: exactly ten winners, paid each its bracket's prize.
    const { finalNumber, cakePerBracket } = await viewLottery(5n);
    const winners = (await playerTickets(5n)).flatMap(({ ticketId, number }) => {
      const bracket = lotteryWinningBracket(number, finalNumber);
      return bracket === undefined ? [] : [{ ticketId, bracket }];
    });
    assert.equal(winners.length, 10);
    const claim = await mined(
      player().writeContract({
        ...lottery(),
        functionName: "claimTickets",
        args: [5n, winners.map(({ ticketId }) => ticketId), winners.map(({ bracket }) => bracket)],
        chain: null,
      }),
    );
    const [claimed] = parseEventLogs({ abi: griddleLotteryAbi, eventName: "TicketsClaim", logs: claim.logs });
    assert.equal(
      claimed?.args.amount,
      winners.reduce((total, { bracket }) => total + (cakePerBracket[bracket] ?? 0n), 0n),
    );
  });

  it("draws a round closed while it was down, once restarted within the reveal window", async () => {
    await stopLotteryKeeper();
    await mineAt((await viewLottery(6n)).endTime);
    // Anyone may close sales; the keeper is not there to.
    const close = await mined(
      player().writeContract({ ...lottery(), functionName: "closeLottery", args: [6n], chain: null }),
    );
    await mineTo(close.blockNumber + 20n);
    await startLotteryKeeper();
    await logged("the restarted keeper to draw round 6", "draw → round 6 drew ");
    await logged("the restarted keeper to open round 7", "start → round 7 open");
    await assertDrawnFromSeed(6n, LOCAL_LOTTERY_SEED_SECRET);
  });

  it("cancels a round whose seed it does not hold once the window is over, and every ticket is refunded", async () => {
    const cost = await buy(7n, [1_000_001, 1_000_002, 1_000_003]);
    await stopLotteryKeeper();
    await startLotteryKeeper({ ...CONFIG, lotterySeedSecret: OTHER_SECRET });
    await mineAt((await viewLottery(7n)).endTime);
    await logged("the keeper to close round 7", "close → round 7 closed");
    await logged(
      "the keeper to say it cannot reveal round 7",
      "round 7 is committed to a seed this keeper does not hold",
    );
    const [, , , , closeBlock] = await viewRandomness(7n);
    // The window's last block is closeBlock + 1 + 255: the keeper cancels in the block after it.
    await mineTo(closeBlock + 256n);
    await logged("the keeper to cancel round 7", "cancel → round 7 cancelled");
    await logged("the keeper to open round 8", "start → round 8 open");
    assert.equal((await viewLottery(7n)).status, 4, "round 7 is cancelled");
    await assertCommittedTo(8n, OTHER_SECRET);

    const tickets = await playerTickets(7n);
    const refund = await mined(
      player().writeContract({
        ...lottery(),
        functionName: "claimRefunds",
        args: [7n, tickets.map(({ ticketId }) => ticketId)],
        chain: null,
      }),
    );
    const [refunded] = parseEventLogs({
      abi: griddleLotteryAbi,
      eventName: "TicketsRefund",
      logs: refund.logs,
    });
    assert.equal(refunded?.args.amount, cost, "the purchase is refunded what it cost");
    assert.ok(cost > parseEther("5"));
  });

  it("stops cleanly, with nothing logged as an error", async (context) => {
    await stopLotteryKeeper();
    assert.equal(keeperLines().at(-1), "stopped");
    assert.deepEqual(
      lines.filter((line) => line.includes("] error: ")),
      [],
      "the keeper logged no error",
    );
    context.diagnostic(`the whole run took ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  });
});
