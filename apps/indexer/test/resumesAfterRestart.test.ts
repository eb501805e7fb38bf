// The indexer stopped in the middle of a stream of swaps and started again on the database it left
// (issue 26): while it is down, swaps, bets, a round's close and claims, lottery tickets and a prize
// claim, a new profile and a points grant happen on the chain. Once the restarted indexer has caught
// up, every entity and counter they touch is compared to the chain to the wei, and every list to the
// chain's events, so an event indexed twice (replayed after the restart) or not at all (skipped
// across it) fails. It also checks the restart resumed from the database (Ponder's crash recovery)
// rather than indexing from the start block again, and reports how long it took to catch up. It runs
// on both databases side by side: a PGlite folder and a Postgres database, each kept across the restart.
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import {
  griddlePairAbi,
  griddlePredictionAbi,
  griddleProfileAbi,
  LOCAL_DEV_MNEMONIC,
  priceFeedAggregatorAbi,
  type DeploymentManifest,
} from "@griddle/sdk";
import {
  deployToLocalChain,
  findFreePort,
  startChainNode,
  type ChainNode,
  type Indexer,
  type IndexerCatchUp,
} from "@griddle/stack";
import {
  createPublicClient,
  createTestClient,
  http,
  parseEther,
  parseEventLogs,
  type Address,
  type PublicClient,
  type TransactionReceipt,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { createTrader } from "./support/createTrader.ts";
import { playLottery } from "./support/playLottery.ts";
import { playPrediction } from "./support/playPrediction.ts";
import { playProfile } from "./support/playProfile.ts";
import { queryIndexer } from "./support/queryIndexer.ts";
import { readLotteryFromChain, type LotteryOnChain } from "./support/readLotteryFromChain.ts";
import { indexedPairFigures, readPairFromChain } from "./support/readPairFromChain.ts";
import {
  expectedUserTotals,
  readPredictionFromChain,
  type PredictionOnChain,
} from "./support/readPredictionFromChain.ts";
import {
  INDEXER_TEST_DATABASES,
  indexerOptionsOnEachDatabase,
  startCheckedIndexer,
  type IndexerTestDatabase,
} from "./support/startIndexerOnEachDatabase.ts";
import { lower } from "./support/lower.ts";
import { required } from "./support/required.ts";
import { sumBy } from "./support/sumBy.ts";

/** Issue 26's dev accounts for these faults (210-219): a trader, two bettors and a lottery player. */
const TRADER_INDEX = 210;
const BULL_BETTOR_INDEX = 211;
const BEAR_BETTOR_INDEX = 212;
const LOTTERY_PLAYER_INDEX = 213;
/** The deployer: holds CAKE, has round 2's lottery prizes to collect and no profile yet (the seed's). */
const DEPLOYER_INDEX = 0;
/** Swaps in the stream the indexer is stopped in the middle of. */
const STREAMED_SWAPS = 8;
/** Ponder's log line when `ponder start` finds its own build's tables and resumes from them. */
const CRASH_RECOVERY_LINE = "Detected crash recovery";

const addressOf = (addressIndex: number): Address =>
  mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex }).address;
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

describe("the indexer stopped mid-stream and started again on its database", () => {
  let workDir: string;
  let chain: ChainNode;
  let manifest: DeploymentManifest;
  let publicClient: PublicClient;
  /** One indexer per database (PGlite and Postgres), stopped and started again side by side. */
  const indexers = new Map<IndexerTestDatabase, Indexer>();
  const firstCatchUps = new Map<IndexerTestDatabase, IndexerCatchUp | null>();
  const resumed = new Map<IndexerTestDatabase, IndexerCatchUp | null>();
  const restartOutputs = new Map<IndexerTestDatabase, string[]>();
  const eachIndexer = <T>(act: (indexer: Indexer) => Promise<T>) =>
    Promise.all([...indexers.values()].map(act));
  /** What happened while the indexer was down, and the last block the checks read the chain at. */
  let whileDown: { streamed: TransactionReceipt[]; epoch: bigint; lotteryId: bigint };
  let lastBlock: bigint;
  let predictionOnChain: PredictionOnChain;
  let lotteryOnChain: LotteryOnChain;

  /** Bets on both sides of a round, executes it to close 1% up, and the winner claims. */
  const playRoundWhileDown = async (): Promise<bigint> => {
    const game = playPrediction(manifest);
    const epoch = await game.openRoundWithBlocksLeft(20n);
    await game.bet(BULL_BETTOR_INDEX, "Bull", epoch, parseEther("0.3"));
    await game.bet(BEAR_BETTOR_INDEX, "Bear", epoch, parseEther("0.2"));
    const readGame = { address: manifest.prediction.contract, abi: griddlePredictionAbi } as const;
    const live = await publicClient.readContract({ ...readGame, functionName: "rounds", args: [epoch - 1n] });
    const [, latestAnswer] = await publicClient.readContract({
      address: manifest.prediction.priceFeed,
      abi: priceFeedAggregatorAbi,
      functionName: "latestRoundData",
    });
    const lockPrice = live.lockOracleId > 0n && !live.cancelled ? live.lockPrice : latestAnswer;
    await game.executeRoundAt(lockPrice);
    await game.executeRoundAt((lockPrice * 101n) / 100n);
    await game.claim(BULL_BETTOR_INDEX, [epoch]);
    return epoch;
  };

  before(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "griddle-indexer-restart-"));
    chain = await startChainNode({ host: "127.0.0.1", port: await findFreePort() });
    manifest = await deployToLocalChain(chain.rpcUrl);
    const manifestPath = path.join(workDir, "deployment.json");
    await writeFile(manifestPath, JSON.stringify(manifest));
    publicClient = createPublicClient({ transport: http(chain.rpcUrl) });
    const testClient = createTestClient({ mode: "hardhat", transport: http(chain.rpcUrl) });
    for (const index of [TRADER_INDEX, BULL_BETTOR_INDEX, BEAR_BETTOR_INDEX, LOTTERY_PLAYER_INDEX]) {
      await testClient.setBalance({ address: addressOf(index), value: parseEther("1000") });
    }
    const token = (symbol: string): Address =>
      required(
        manifest.tokens.find((candidate) => candidate.symbol === symbol),
        `${symbol} in the manifest`,
      ).address;
    const [wbnb, busd, cake] = [token("WBNB"), token("BUSD"), token("CAKE")];
    const optionsByDatabase = await indexerOptionsOnEachDatabase({
      manifestPath,
      rpcUrl: chain.rpcUrl,
      workDir,
    });
    for (const [database, options] of optionsByDatabase)
      indexers.set(database, await startCheckedIndexer(options));
    for (const [database, indexer] of indexers) firstCatchUps.set(database, await indexer.caughtUp);

    // A stream of swaps; the indexer follows its first one, then stops while the rest go on.
    const trader = createTrader(manifest, TRADER_INDEX);
    await trader.approveRouter(busd);
    const opening = await trader.swapExactBnbForTokens([wbnb, busd], parseEther("20"));
    await eachIndexer((indexer) => indexer.waitForBlock(Number(opening.blockNumber)));
    const stream = (async () => {
      const receipts: TransactionReceipt[] = [];
      for (let swap = 0; swap < STREAMED_SWAPS; swap += 1) {
        receipts.push(
          swap % 2 === 0
            ? await trader.swapExactBnbForTokens([wbnb, busd], parseEther("1.5"))
            : await trader.swapExactTokensForBnb([busd, wbnb], parseEther("400")),
        );
      }
      return receipts;
    })();
    await eachIndexer((indexer) => indexer.stop());
    const streamed = await stream;

    // While it is down: CAKE bought and lottery tickets, a prize claim, a round bet on, closed and
    // claimed, a new profile and the points of a collectible claim.
    const player = createTrader(manifest, LOTTERY_PLAYER_INDEX);
    await player.swapExactBnbForTokens([wbnb, cake], parseEther("2"));
    const lottery = playLottery(manifest);
    const lotteryId = await lottery.currentLotteryId();
    await lottery.buy(LOTTERY_PLAYER_INDEX, lotteryId, [1_234_567, 1_765_432, 1_000_001]);
    await lottery.claimPrizes(DEPLOYER_INDEX, 2n);
    const epoch = await playRoundWhileDown();
    const profiles = playProfile(manifest);
    await profiles.createProfile(DEPLOYER_INDEX, 4, 2n);
    await profiles.claimPredictionCollectible(DEPLOYER_INDEX);
    whileDown = { streamed, epoch, lotteryId };

    // Started again on the same folder or database, with Ponder's info lines to see whether it resumed.
    process.env.PONDER_LOG_LEVEL = "info";
    for (const [database, options] of optionsByDatabase) {
      const output: string[] = [];
      restartOutputs.set(database, output);
      indexers.set(
        database,
        await startCheckedIndexer({ ...options, keepDatabase: true, onOutput: (line) => output.push(line) }),
      );
    }
    for (const [database, indexer] of indexers) resumed.set(database, await indexer.caughtUp);
    // And it follows the chain again block by block.
    const afterRestart = await trader.swapExactBnbForTokens([wbnb, busd], parseEther("1"));
    lastBlock = afterRestart.blockNumber;
    await eachIndexer((indexer) => indexer.waitForBlock(Number(lastBlock)));
    predictionOnChain = await readPredictionFromChain(publicClient, manifest, lastBlock);
    lotteryOnChain = await readLotteryFromChain(publicClient, manifest, lastBlock);
  });

  after(async () => {
    await eachIndexer((indexer) => indexer.stop());
    await chain?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  for (const database of INDEXER_TEST_DATABASES) {
    describe(`on ${database}`, () => {
      const graphql = <T>(query: string) =>
        queryIndexer<T>(required(indexers.get(database), `the ${database} indexer`).graphqlUrl, query);

      it("resumes from its database rather than from the start block, and catches up", (context) => {
        const first = required(firstCatchUps.get(database), "the first catch-up (the indexer exited first)");
        const again = required(
          resumed.get(database),
          "the catch-up after the restart (the indexer exited first)",
        );
        const restartOutput = required(restartOutputs.get(database), "the restart's output");
        const recovery = restartOutput.find((line) => line.includes(CRASH_RECOVERY_LINE));
        assert.ok(recovery, `Ponder resumed its own tables:\n${restartOutput.slice(0, 20).join("\n")}`);
        context.diagnostic(recovery);
        const message =
          `${database} indexer restart to caught up: ${Math.round(again.seconds * 1000)} ms (head block ${again.block}); ` +
          `first start: ${Math.round(first.seconds * 1000)} ms (head block ${first.block})`;
        context.diagnostic(message);
        console.log(message);
      });

      it("counts every swap once: each pair's reserves, volumes and transactions as the chain's events imply", async () => {
        const { pairs } = await graphql<{
          pairs: {
            items: {
              id: Address;
              reserve0: string;
              reserve1: string;
              volumeToken0: string;
              volumeToken1: string;
              txCount: number;
            }[];
          };
        }>("{ pairs(limit: 1000) { items { id reserve0 reserve1 volumeToken0 volumeToken1 txCount } } }");
        const streamedPairs = new Set(
          whileDown.streamed.flatMap((receipt) =>
            parseEventLogs({ abi: griddlePairAbi, eventName: "Swap", logs: receipt.logs }).map((log) =>
              lower(log.address),
            ),
          ),
        );
        assert.ok(
          streamedPairs.size > 0 &&
            [...streamedPairs].every((pair) => pairs.items.some((p) => p.id === pair)),
        );
        for (const pair of pairs.items) {
          assert.deepEqual(
            indexedPairFigures(pair),
            await readPairFromChain(publicClient, pair.id, BigInt(manifest.startBlock), lastBlock),
            `pair ${pair.id}`,
          );
        }
      });

      it("keeps every bet once, each round's pots and each bettor's totals as the game holds them", async () => {
        const { bets, rounds, users } = await graphql<{
          bets: {
            items: {
              id: string;
              amount: string;
              position: string;
              claimed: boolean;
              claimedAmount: string | null;
            }[];
          };
          rounds: {
            items: {
              id: string;
              totalBets: number;
              totalAmount: string;
              bullAmount: string;
              bearAmount: string;
              closePrice: string | null;
            }[];
          };
          users: {
            items: {
              id: Address;
              totalBets: number;
              totalBNB: string;
              roundsWon: number;
              roundsLost: number;
              totalBNBClaimed: string;
              netBNB: string;
            }[];
          };
        }>(`
          {
            bets(limit: 1000) {
              items {
                id
                amount
                position
                claimed
                claimedAmount
              }
            }
            rounds(limit: 1000) {
              items {
                id
                totalBets
                totalAmount
                bullAmount
                bearAmount
                closePrice
              }
            }
            users(limit: 1000) {
              items {
                id
                totalBets
                totalBNB
                roundsWon
                roundsLost
                totalBNBClaimed
                netBNB
              }
            }
          }
        `);
        assert.deepEqual(
          [...bets.items].sort(byId),
          predictionOnChain.bets
            .map((bet) => ({
              id: bet.id,
              amount: String(bet.amount),
              position: bet.position,
              claimed: bet.claimed,
              claimedAmount: bet.claim === undefined ? null : String(bet.claim.amount),
            }))
            .sort(byId),
        );
        assert.ok(
          bets.items.some((bet) => bet.id === `${whileDown.epoch}-${lower(addressOf(BULL_BETTOR_INDEX))}`),
        );
        assert.deepEqual(
          [...rounds.items].sort(byId),
          [...predictionOnChain.rounds.values()]
            .map((round) => ({
              id: String(round.epoch),
              totalBets: predictionOnChain.bets.filter((bet) => bet.epoch === round.epoch).length,
              totalAmount: String(round.totalAmount),
              bullAmount: String(round.bullAmount),
              bearAmount: String(round.bearAmount),
              closePrice: round.oracleCalled ? String(round.closePrice) : null,
            }))
            .sort(byId),
        );
        const totals = expectedUserTotals(predictionOnChain);
        assert.deepEqual(
          [...users.items].sort(byId),
          [...totals.entries()]
            .map(([id, user]) => ({
              id,
              totalBets: user.totalBets,
              totalBNB: String(user.totalBNB),
              roundsWon: user.roundsWon,
              roundsLost: user.roundsLost,
              totalBNBClaimed: String(user.totalBNBClaimed),
              netBNB: String(user.netBNB),
            }))
            .sort(byId),
        );
      });

      it("keeps every lottery round, player's round and player's totals as the lottery holds them", async () => {
        const { lotteryRounds, lotteryUserRounds, lotteryUsers } = await graphql<{
          lotteryRounds: {
            items: { id: string; totalUsers: number; totalTickets: number; claimedTickets: number }[];
          };
          lotteryUserRounds: {
            items: {
              id: string;
              totalTickets: number;
              totalCake: string;
              claimedTickets: number;
              claimedCake: string;
            }[];
          };
          lotteryUsers: {
            items: { id: string; totalRounds: number; totalTickets: number; totalCake: string }[];
          };
        }>(`
          {
            lotteryRounds(limit: 1000) {
              items {
                id
                totalUsers
                totalTickets
                claimedTickets
              }
            }
            lotteryUserRounds(limit: 1000) {
              items {
                id
                totalTickets
                totalCake
                claimedTickets
                claimedCake
              }
            }
            lotteryUsers(limit: 1000) {
              items {
                id
                totalRounds
                totalTickets
                totalCake
              }
            }
          }
        `);
        const { rounds, userRounds } = lotteryOnChain;
        assert.deepEqual(
          [...lotteryRounds.items].sort(byId),
          rounds
            .map(({ id }) => {
              const players = userRounds.filter((userRound) => userRound.lotteryId === id);
              return {
                id: String(id),
                totalUsers: players.length,
                totalTickets: players.reduce((total, player) => total + player.tickets, 0),
                claimedTickets: players.reduce((total, player) => total + player.paidTickets, 0),
              };
            })
            .sort(byId),
        );
        assert.deepEqual(
          [...lotteryUserRounds.items].sort(byId),
          userRounds
            .map((userRound) => ({
              id: `${userRound.lotteryId}-${userRound.user}`,
              totalTickets: userRound.tickets,
              totalCake: String(userRound.cost),
              claimedTickets: userRound.paidTickets,
              claimedCake: String(userRound.collected),
            }))
            .sort(byId),
        );
        const player = `${whileDown.lotteryId}-${lower(addressOf(LOTTERY_PLAYER_INDEX))}`;
        assert.equal(lotteryUserRounds.items.find((userRound) => userRound.id === player)?.totalTickets, 3);
        const players = [...new Set(userRounds.map((userRound) => userRound.user))];
        assert.deepEqual(
          [...lotteryUsers.items].sort(byId),
          players
            .map((id) => {
              const own = userRounds.filter((userRound) => userRound.user === id);
              return {
                id,
                totalRounds: own.length,
                totalTickets: own.reduce((total, userRound) => total + userRound.tickets, 0),
                totalCake: String(sumBy(own, (userRound) => userRound.cost)),
              };
            })
            .sort(byId),
        );
      });

      it("keeps every profile and every points grant once, as the profile contract holds them", async () => {
        const readProfile = { address: manifest.profile.profile, abi: griddleProfileAbi } as const;
        const { profileUsers, points } = await graphql<{
          profileUsers: { items: { id: Address; teamId: number; isActive: boolean; points: string }[] };
          points: { items: { id: string; points: string }[] };
        }>(`
          {
            profileUsers(limit: 1000) {
              items {
                id
                teamId
                isActive
                points
              }
            }
            points(limit: 1000) {
              items {
                id
                points
              }
            }
          }
        `);
        const events = await publicClient.getContractEvents({
          ...readProfile,
          fromBlock: BigInt(manifest.profile.startBlock),
          toBlock: lastBlock,
        });
        const created = parseEventLogs({ abi: griddleProfileAbi, eventName: "UserNew", logs: events });
        const accounts = [...new Set(created.map((log) => log.args.userAddress))];
        assert.ok(accounts.some((account) => lower(account) === lower(addressOf(DEPLOYER_INDEX))));
        const expectedProfiles = await Promise.all(
          accounts.map(async (account) => {
            const [, numberPoints, teamId, , , isActive] = await publicClient.readContract({
              ...readProfile,
              functionName: "getUserProfile",
              args: [account],
              blockNumber: lastBlock,
            });
            return { id: lower(account), teamId: Number(teamId), isActive, points: String(numberPoints) };
          }),
        );
        assert.deepEqual([...profileUsers.items].sort(byId), expectedProfiles.sort(byId));
        const grants = [
          ...parseEventLogs({ abi: griddleProfileAbi, eventName: "UserPointIncrease", logs: events }).map(
            (log) => ({
              id: `${log.transactionHash}-${log.logIndex}-${lower(log.args.userAddress)}`,
              points: String(log.args.numberPoints),
            }),
          ),
          ...parseEventLogs({
            abi: griddleProfileAbi,
            eventName: "UserPointIncreaseMultiple",
            logs: events,
          }).flatMap((log) =>
            log.args.userAddresses.map((account) => ({
              id: `${log.transactionHash}-${log.logIndex}-${lower(account)}`,
              points: String(log.args.numberPoints),
            })),
          ),
        ];
        assert.deepEqual([...points.items].sort(byId), grants.sort(byId));
      });
    });
  }
});
