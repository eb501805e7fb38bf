// The indexer against a real local chain: the deployment and seed, scripted trades before it starts
// (historical sync) and after it has caught up (realtime, with a pair created meanwhile and blocks
// from hardhat_mine), then the indexed figures checked against what the pairs' events imply. The
// prediction game's seeded history reaches it through the historical sync; a bet, two executed rounds
// and claims after catch-up through realtime; every round, bet and bettor is then checked against
// the game's state. The lottery's seeded rounds (drawn, injected, cancelled, open) reach it through
// the historical sync, a purchase and a claim through realtime; every round, player and player's
// round is then checked against the lottery's views and events, and the spec's queries are paged.
// The seeded profiles and points reach it through the historical sync, a new profile and a claim's
// points through realtime; every profile and point grant is then checked against the profile contract.
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import fc from "fast-check";
import {
  griddleFactoryAbi,
  griddleLotteryAbi,
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
  formatUnits,
  getAddress,
  http,
  parseEther,
  parseEventLogs,
  parseUnits,
  type Address,
  type PublicClient,
  type TransactionReceipt,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { createTrader } from "./support/createTrader.ts";
import { hostileGraphqlBody } from "./support/hostileGraphqlRequests.ts";
import { firstAndSkip, type CursorPage } from "./support/firstAndSkip.ts";
import { playLottery } from "./support/playLottery.ts";
import { playPrediction } from "./support/playPrediction.ts";
import { playProfile } from "./support/playProfile.ts";
import { queryIndexer } from "./support/queryIndexer.ts";
import { readLotteryFromChain, type LotteryOnChain } from "./support/readLotteryFromChain.ts";
import { indexedPairFigures, readPairFromChain } from "./support/readPairFromChain.ts";
import {
  INDEXER_TEST_DATABASES,
  startIndexerOnEachDatabase,
  type IndexerTestDatabase,
} from "./support/startIndexerOnEachDatabase.ts";
import {
  expectedUserTotals,
  readPredictionFromChain,
  type PredictionOnChain,
} from "./support/readPredictionFromChain.ts";
import { lower } from "./support/lower.ts";
import { required } from "./support/required.ts";
import { sumBy } from "./support/sumBy.ts";

const TRADER_ACCOUNT_INDEX = 5;
/** Bets after catch-up: a dev account the seed never bet with, and the deployer, who played every kind. */
const PREDICTION_BETTOR_INDEX = 3;
const DEPLOYER_INDEX = 0;
/** Buys lottery tickets after catch-up: a dev account the seed never played the lottery with. */
const LOTTERY_PLAYER_INDEX = 6;
/** Creates a profile and claims the prediction collectible after catch-up: the Dev wallet's first account, which the seed leaves without a profile. */
const PROFILE_CREATOR_INDEX = 0;
/** The dev accounts the seed gives profiles to (SEED_PROFILES). */
const SEEDED_PROFILE_INDEXES = [1, 2, 3, 4];
/** GriddleLottery's Status, as the indexer names it. */
const LOTTERY_STATUS_NAMES = ["Pending", "Open", "Close", "Claimable", "Cancelled"] as const;

interface IndexedPair {
  readonly id: Address;
  readonly token0Id: Address;
  readonly token1Id: Address;
  readonly reserve0: string;
  readonly reserve1: string;
  readonly volumeToken0: string;
  readonly volumeToken1: string;
  readonly volumeUSD: number;
  readonly txCount: number;
}

interface IndexedToken {
  readonly id: Address;
  readonly derivedBNB: number;
  readonly derivedUSD: number;
  readonly volume: string;
  readonly volumeUSD: number;
  readonly liquidity: string;
  readonly txCount: number;
}

interface IndexedBucket {
  readonly pairId: Address;
  readonly volumeToken0: string;
  readonly volumeToken1: string;
  readonly volumeUSD: number;
  readonly txCount: number;
}

interface IndexedTokenDay {
  readonly tokenId: Address;
  readonly volume: string;
}

interface IndexedRound {
  readonly id: string;
  readonly epoch: string;
  readonly failed: boolean;
  readonly startBlock: string;
  readonly lockBlock: string;
  readonly endBlock: string;
  readonly lockAt: number | null;
  readonly lockPrice: string | null;
  readonly closePrice: string | null;
  readonly lockRoundId: string | null;
  readonly closeRoundId: string | null;
  readonly totalBets: number;
  readonly bullBets: number;
  readonly bearBets: number;
  readonly totalAmount: string;
  readonly bullAmount: string;
  readonly bearAmount: string;
  readonly position: "Bull" | "Bear" | "House" | null;
  readonly rewardBaseCalAmount: string;
  readonly rewardAmount: string;
  readonly rewardRate: number;
  readonly treasuryRate: number;
}

interface IndexedBet {
  readonly id: string;
  readonly hash: string;
  readonly amount: string;
  readonly position: "Bull" | "Bear";
  readonly claimed: boolean;
  readonly claimedHash: string | null;
  readonly claimedAmount: string | null;
  readonly block: string;
  readonly userId: Address;
  readonly roundId: string;
}

interface IndexedUser {
  readonly id: Address;
  readonly address: Address;
  readonly totalBets: number;
  readonly totalBetsBull: number;
  readonly totalBetsBear: number;
  readonly totalBNB: string;
  readonly roundsWon: number;
  readonly roundsLost: number;
  readonly totalBNBClaimed: string;
  readonly netBNB: string;
}

/** What the prediction game saw after the indexer caught up. */
interface RealtimePrediction {
  readonly epoch: bigint;
  readonly bullBet: TransactionReceipt;
  readonly bettorClaim: TransactionReceipt;
  readonly deployerClaim: TransactionReceipt;
  readonly deployerClaimedEpochs: readonly bigint[];
  readonly betsAfterCatchUp: ReadonlySet<string>;
}

interface IndexedLotteryRound {
  readonly id: string;
  readonly status: string;
  readonly startTime: number;
  readonly endTime: number;
  readonly ticketPrice: string;
  readonly discountDivisor: string;
  readonly totalUsers: number;
  readonly totalTickets: number;
  readonly amountCollectedInCake: string;
  readonly finalNumber: number | null;
  readonly winningTickets: number;
  readonly cakePerBracket: readonly string[];
  readonly countWinnersPerBracket: readonly number[];
  readonly claimedTickets: number;
  readonly block: string;
}

interface IndexedLotteryUserRound {
  readonly id: string;
  readonly userId: Address;
  readonly lotteryId: string;
  readonly totalTickets: number;
  readonly totalCake: string;
  readonly claimed: boolean;
  readonly claimedTickets: number;
  readonly claimedCake: string;
  readonly block: string;
}

interface IndexedLotteryUser {
  readonly id: Address;
  readonly totalRounds: number;
  readonly totalTickets: number;
  readonly totalCake: string;
  readonly block: string;
}

/** What the lottery saw after the indexer caught up. */
interface RealtimeLottery {
  readonly lotteryId: bigint;
  readonly purchase: TransactionReceipt;
  readonly claim: TransactionReceipt;
  /** The deployer's round 2 as the indexer had it before the claim. */
  readonly claimedBefore: boolean;
}

interface IndexedPoint {
  readonly id: string;
  readonly account: Address;
  readonly campaignId: string;
  readonly points: string;
  readonly block: string;
}

interface IndexedProfileUser {
  readonly id: Address;
  readonly teamId: number;
  readonly isActive: boolean;
  readonly points: string;
  readonly nftAddress: Address | null;
  readonly tokenId: string | null;
}

/** What the profile contract saw after the indexer caught up. */
interface RealtimeProfile {
  readonly created: TransactionReceipt;
  readonly claimed: TransactionReceipt;
}

/** The trades sent after the indexer caught up, in order. */
interface RealtimeTrades {
  readonly bnbForBusd: TransactionReceipt;
  readonly busdForBnb: TransactionReceipt;
  readonly dogeForBnb: TransactionReceipt;
  readonly twtForCake: TransactionReceipt;
  readonly usdtForDoge: TransactionReceipt;
  readonly lastBnbForBusd: TransactionReceipt;
}

function assertClose(actual: number, expected: number, what: string): void {
  assert.ok(expected > 0, `${what}: expected a positive figure, got ${expected}`);
  assert.ok(
    Math.abs(actual - expected) <= expected * 1e-9,
    `${what}: indexed ${actual}, expected ${expected}`,
  );
}

describe("the indexer on a local chain", () => {
  let workDir: string;
  let chain: ChainNode;
  let manifest: DeploymentManifest;
  let publicClient: PublicClient;
  let indexers: ReadonlyMap<IndexerTestDatabase, Indexer> | undefined;
  const catchUps = new Map<IndexerTestDatabase, IndexerCatchUp | null>();
  const pairsAfterCatchUp = new Map<IndexerTestDatabase, Map<Address, IndexedPair>>();
  /**
   * The indexer the helpers below read: each database's in turn for the checks; while the realtime
   * transactions are scripted, the first one's (both have indexed the same blocks by then).
   */
  let indexer: Indexer;
  let catchUp: IndexerCatchUp | null;
  let afterCatchUp: Map<Address, IndexedPair>;
  let newPair: Address;
  let trades: RealtimeTrades;
  let realtimePrediction: RealtimePrediction;
  let predictionOnChain: PredictionOnChain;
  let realtimeLottery: RealtimeLottery;
  let lotteryOnChain: LotteryOnChain;
  let realtimeProfile: RealtimeProfile;

  const tokenAddress = (symbol: string): Address =>
    required(
      manifest.tokens.find((token) => token.symbol === symbol),
      `${symbol} in the manifest`,
    ).address;
  const id = (symbol: string): Address => lower(tokenAddress(symbol));
  const decimalsOf = (address: Address): number =>
    required(
      manifest.tokens.find((token) => lower(token.address) === lower(address)),
      `token ${address} in the manifest`,
    ).decimals;
  const units = (symbol: string, amount: string): bigint =>
    parseUnits(amount, decimalsOf(tokenAddress(symbol)));
  const pairOf = async (a: string, b: string): Promise<Address> =>
    lower(
      await publicClient.readContract({
        address: manifest.contracts.factory,
        abi: griddleFactoryAbi,
        functionName: "getPair",
        args: [tokenAddress(a), tokenAddress(b)],
      }),
    );
  const pairTokens = (pair: Address): Promise<[Address, Address]> =>
    Promise.all([
      publicClient.readContract({ address: pair, abi: griddlePairAbi, functionName: "token0" }),
      publicClient.readContract({ address: pair, abi: griddlePairAbi, functionName: "token1" }),
    ]).then(([token0, token1]) => [lower(token0), lower(token1)]);

  /** A pair's reserves after `blockNumber`, in whole tokens: the priced token's, then the base's. */
  const reservesAt = async (pricedSymbol: string, baseSymbol: string, blockNumber: bigint) => {
    const pair = await pairOf(pricedSymbol, baseSymbol);
    const [[token0], [reserve0, reserve1]] = await Promise.all([
      pairTokens(pair),
      publicClient.readContract({
        address: pair,
        abi: griddlePairAbi,
        functionName: "getReserves",
        blockNumber,
      }),
    ]);
    const [priced, base] = token0 === id(pricedSymbol) ? [reserve0, reserve1] : [reserve1, reserve0];
    return {
      priced: Number(formatUnits(priced, decimalsOf(tokenAddress(pricedSymbol)))),
      base: Number(formatUnits(base, decimalsOf(tokenAddress(baseSymbol)))),
    };
  };
  /** BNB in USD as the WBNB-BUSD pair prices it after `blockNumber`. */
  const bnbPriceAt = async (blockNumber: bigint): Promise<number> => {
    const { priced, base } = await reservesAt("WBNB", "BUSD", blockNumber);
    return base / priced;
  };
  /** A token's price in BNB through its WBNB pair after `blockNumber`. */
  const priceBnbAt = async (symbol: string, blockNumber: bigint): Promise<number> => {
    const { priced, base } = await reservesAt(symbol, "WBNB", blockNumber);
    return base / priced;
  };
  /** What one transaction swapped through a pair, in and out added up, by token, in whole tokens. */
  const swappedIn = async (receipt: TransactionReceipt, pair: Address): Promise<Map<Address, number>> => {
    const [token0, token1] = await pairTokens(pair);
    const swaps = parseEventLogs({ abi: griddlePairAbi, eventName: "Swap", logs: receipt.logs }).filter(
      (log) => lower(log.address) === pair,
    );
    assert.equal(swaps.length, 1, `one swap through ${pair} in ${receipt.transactionHash}`);
    const { amount0In, amount0Out, amount1In, amount1Out } = required(swaps[0], "the swap").args;
    return new Map([
      [token0, Number(formatUnits(amount0In + amount0Out, decimalsOf(token0)))],
      [token1, Number(formatUnits(amount1In + amount1Out, decimalsOf(token1)))],
    ]);
  };
  const swappedAmount = async (receipt: TransactionReceipt, pair: Address, symbol: string): Promise<number> =>
    required(
      (await swappedIn(receipt, pair)).get(id(symbol)),
      `${symbol} swapped in ${receipt.transactionHash}`,
    );

  const indexedPairs = async (): Promise<Map<Address, IndexedPair>> => {
    const { pairs } = await queryIndexer<{ pairs: { items: IndexedPair[] } }>(
      indexer.graphqlUrl,
      "{ pairs(limit: 1000) { items { id token0Id token1Id reserve0 reserve1 volumeToken0 volumeToken1 volumeUSD txCount } } }",
    );
    return new Map(pairs.items.map((pair) => [pair.id, pair]));
  };
  const indexedTokens = async (): Promise<Map<Address, IndexedToken>> => {
    const { tokens } = await queryIndexer<{ tokens: { items: IndexedToken[] } }>(
      indexer.graphqlUrl,
      "{ tokens(limit: 1000) { items { id derivedBNB derivedUSD volume volumeUSD liquidity txCount } } }",
    );
    return new Map(tokens.items.map((token) => [token.id, token]));
  };
  const indexedBets = async (): Promise<Map<string, IndexedBet>> => {
    const { bets } = await queryIndexer<{ bets: { items: IndexedBet[] } }>(
      indexer.graphqlUrl,
      "{ bets(limit: 1000) { items { id hash amount position claimed claimedHash claimedAmount block userId roundId } } }",
    );
    return new Map(bets.items.map((bet) => [bet.id, bet]));
  };

  /** After catch-up: a bet in the open round, the live round closed level (a tie), the open one won. */
  const playPredictionRealtime = async (): Promise<RealtimePrediction> => {
    const betsAfterCatchUp = new Set((await indexedBets()).keys());
    const game = playPrediction(manifest);
    const epoch = await game.openRoundWithBlocksLeft(20n);
    const bullBet = await game.bet(PREDICTION_BETTOR_INDEX, "Bull", epoch, parseEther("0.2"));
    await game.bet(DEPLOYER_INDEX, "Bear", epoch, parseEther("0.1"));
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
    const bettorClaim = await game.claim(PREDICTION_BETTOR_INDEX, [epoch]);
    const deployer = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: DEPLOYER_INDEX }).address;
    const deployerClaimedEpochs: bigint[] = [];
    for (let earlier = 1n; earlier < epoch; earlier += 1n) {
      const [claimable, refundable] = await Promise.all([
        publicClient.readContract({ ...readGame, functionName: "claimable", args: [earlier, deployer] }),
        publicClient.readContract({ ...readGame, functionName: "refundable", args: [earlier, deployer] }),
      ]);
      if (claimable || refundable) deployerClaimedEpochs.push(earlier);
    }
    const deployerClaim = await game.claim(DEPLOYER_INDEX, deployerClaimedEpochs);
    return { epoch, bullBet, bettorClaim, deployerClaim, deployerClaimedEpochs, betsAfterCatchUp };
  };

  const LOTTERY_ROUND_FIELDS =
    "id status startTime endTime ticketPrice discountDivisor totalUsers totalTickets amountCollectedInCake " +
    "finalNumber winningTickets cakePerBracket countWinnersPerBracket claimedTickets block";
  const LOTTERY_USER_ROUND_FIELDS =
    "id userId lotteryId totalTickets totalCake claimed claimedTickets claimedCake block";
  const indexedLotteryUserRound = async (id: string) =>
    (
      await queryIndexer<{ lotteryUserRound: IndexedLotteryUserRound | null }>(
        indexer.graphqlUrl,
        `{ lotteryUserRound(id: "${id}") { ${LOTTERY_USER_ROUND_FIELDS} } }`,
      )
    ).lotteryUserRound;

  /** After catch-up: a purchase in the open round, and the deployer's claim of what round 2 left it. */
  const playLotteryRealtime = async (): Promise<RealtimeLottery> => {
    const game = playLottery(manifest);
    const deployer = lower(mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: DEPLOYER_INDEX }).address);
    const claimedBefore = required(
      await indexedLotteryUserRound(`2-${deployer}`),
      "the deployer's round 2",
    ).claimed;
    const lotteryId = await game.currentLotteryId();
    const purchase = await game.buy(LOTTERY_PLAYER_INDEX, lotteryId, [1_234_560, 1_234_561, 1_765_432]);
    const claim = await game.claimPrizes(DEPLOYER_INDEX, 2n);
    return { lotteryId, purchase, claim, claimedBefore };
  };

  before(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "griddle-indexer-"));
    chain = await startChainNode({ host: "127.0.0.1", port: await findFreePort() });
    manifest = await deployToLocalChain(chain.rpcUrl);
    const manifestPath = path.join(workDir, "deployment.json");
    await writeFile(manifestPath, JSON.stringify(manifest));
    publicClient = createPublicClient({ transport: http(chain.rpcUrl) });
    const trader = createTrader(manifest, TRADER_ACCOUNT_INDEX);
    const [wbnb, busd, usdt, cake, doge, twt] = [
      tokenAddress("WBNB"),
      tokenAddress("BUSD"),
      tokenAddress("USDT"),
      tokenAddress("CAKE"),
      tokenAddress("DOGE"),
      tokenAddress("TWT"),
    ] as const;
    for (const token of [busd, usdt, cake, doge, twt]) await trader.approveRouter(token);

    // Before the indexer starts: these reach it through the historical sync.
    await trader.swapExactBnbForTokens([wbnb, busd], parseEther("2"));
    await trader.swapExactTokensForBnb([doge, wbnb], units("DOGE", "50000"));
    await trader.addLiquidity(usdt, busd, units("USDT", "1000"), units("BUSD", "1000"));
    await trader.swapExactTokensForTokens([twt, cake, wbnb], units("TWT", "800"));

    indexers = await startIndexerOnEachDatabase({ manifestPath, rpcUrl: chain.rpcUrl, workDir });
    for (const [database, started] of indexers) {
      catchUps.set(database, await started.caughtUp);
      indexer = started;
      pairsAfterCatchUp.set(database, await indexedPairs());
    }
    // Both have reached the start time's head and no transaction was sent since: they hold the same state.
    indexer = required(indexers.get("PGlite"), "the indexer on PGlite");

    // After it caught up: these reach it block by block.
    const bnbForBusd = await trader.swapExactBnbForTokens([wbnb, busd], parseEther("3"));
    const busdForBnb = await trader.swapExactTokensForBnb([busd, wbnb], units("BUSD", "2000"));
    const dogeForBnb = await trader.swapExactTokensForBnb([doge, wbnb], units("DOGE", "100000"));
    const twtForCake = await trader.swapExactTokensForTokens([twt, cake], units("TWT", "500"));
    await trader.addLiquidity(doge, usdt, units("DOGE", "40000"), units("USDT", "6000"));
    newPair = await pairOf("DOGE", "USDT");
    const usdtForDoge = await trader.swapExactTokensForTokens([usdt, doge], units("USDT", "300"));
    // hardhat_mine's reserved blocks report no parent hash; the indexer must not take them for a reorg.
    await createTestClient({ mode: "hardhat", transport: http(chain.rpcUrl) }).mine({ blocks: 5 });
    await trader.approveRouter(newPair);
    const lpBalance = await publicClient.readContract({
      address: newPair,
      abi: griddlePairAbi,
      functionName: "balanceOf",
      args: [trader.address],
    });
    await trader.removeLiquidity(doge, usdt, lpBalance / 2n);
    const lastBnbForBusd = await trader.swapExactBnbForTokens([wbnb, busd], parseEther("1"));
    trades = { bnbForBusd, busdForBnb, dogeForBnb, twtForCake, usdtForDoge, lastBnbForBusd };
    realtimePrediction = await playPredictionRealtime();
    realtimeLottery = await playLotteryRealtime();
    const profiles = playProfile(manifest);
    realtimeProfile = {
      created: await profiles.createProfile(PROFILE_CREATOR_INDEX, 4, 2n),
      claimed: await profiles.claimPredictionCollectible(PROFILE_CREATOR_INDEX),
    };
    const lastBlock = realtimeProfile.claimed.blockNumber;
    for (const started of indexers.values()) await started.waitForBlock(Number(lastBlock));
    predictionOnChain = await readPredictionFromChain(publicClient, manifest, lastBlock);
    lotteryOnChain = await readLotteryFromChain(publicClient, manifest, lastBlock);
  });

  after(async () => {
    await Promise.all([...(indexers?.values() ?? [])].map((started) => started.stop()));
    await chain?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  for (const database of INDEXER_TEST_DATABASES) {
    describe(`on ${database}`, () => {
      before(() => {
        indexer = required(indexers?.get(database), `the indexer on ${database}`);
        catchUp = catchUps.get(database) ?? null;
        afterCatchUp = required(pairsAfterCatchUp.get(database), `the pairs after catch-up on ${database}`);
      });

      it("catches up with the seeded chain", (context) => {
        const caughtUp = required(catchUp, "the catch-up (the indexer exited first)");
        assert.ok(caughtUp.block >= manifest.startBlock);
        context.diagnostic(`caught up with block ${caughtUp.block} in ${caughtUp.seconds.toFixed(1)} s`);
      });

      it("finds every pair through the factory, including one created while it runs", async () => {
        const created = await publicClient.getContractEvents({
          address: manifest.contracts.factory,
          abi: griddleFactoryAbi,
          eventName: "PairCreated",
          fromBlock: BigInt(manifest.startBlock),
        });
        // PairCreated's last input is unnamed, so its arguments decode as a tuple: the pair is third.
        const onChain = created.map((log) => lower(required(log.args[2], "the new pair"))).sort();
        assert.deepEqual([...(await indexedPairs()).keys()].sort(), onChain);
        assert.ok(onChain.includes(newPair));
        assert.ok(!afterCatchUp.has(newPair));
      });

      it("holds every pair's reserves and counts its volumes and transactions as its events imply", async () => {
        const toBlock = trades.lastBnbForBusd.blockNumber;
        for (const pair of (await indexedPairs()).values()) {
          assert.deepEqual(
            indexedPairFigures(pair),
            await readPairFromChain(publicClient, pair.id, BigInt(manifest.startBlock), toBlock),
            `pair ${pair.id}`,
          );
        }
      });

      it("values each swap in USD at the prices of its block, counting whitelisted sides only", async () => {
        const [wbnbBusd, dogeWbnb, twtCake] = await Promise.all([
          pairOf("WBNB", "BUSD"),
          pairOf("DOGE", "WBNB"),
          pairOf("TWT", "CAKE"),
        ]);
        // WBNB and BUSD both count: the average of the two sides, BUSD priced through BNB (about $1).
        let expectedWbnbBusd = 0;
        for (const receipt of [trades.bnbForBusd, trades.busdForBnb, trades.lastBnbForBusd]) {
          const bnbPrice = await bnbPriceAt(receipt.blockNumber);
          const busdPrice = (await priceBnbAt("BUSD", receipt.blockNumber)) * bnbPrice;
          const wbnbUsd = (await swappedAmount(receipt, wbnbBusd, "WBNB")) * bnbPrice;
          const busdUsd = (await swappedAmount(receipt, wbnbBusd, "BUSD")) * busdPrice;
          expectedWbnbBusd += (wbnbUsd + busdUsd) / 2;
        }
        // DOGE is not whitelisted: only the WBNB side counts.
        const { dogeForBnb, twtForCake, usdtForDoge } = trades;
        const expectedDogeWbnb =
          (await swappedAmount(dogeForBnb, dogeWbnb, "WBNB")) * (await bnbPriceAt(dogeForBnb.blockNumber));
        // TWT is not whitelisted: the CAKE side, at CAKE's price through its WBNB pair.
        const expectedTwtCake =
          (await swappedAmount(twtForCake, twtCake, "CAKE")) *
          (await priceBnbAt("CAKE", twtForCake.blockNumber)) *
          (await bnbPriceAt(twtForCake.blockNumber));
        // The pair created while the indexer ran: the USDT side.
        const expectedDogeUsdt =
          (await swappedAmount(usdtForDoge, newPair, "USDT")) *
          (await priceBnbAt("USDT", usdtForDoge.blockNumber)) *
          (await bnbPriceAt(usdtForDoge.blockNumber));

        const pairs = await indexedPairs();
        const addedVolume = (pair: Address): number =>
          required(pairs.get(pair), `pair ${pair}`).volumeUSD - (afterCatchUp.get(pair)?.volumeUSD ?? 0);
        assertClose(addedVolume(wbnbBusd), expectedWbnbBusd, "WBNB-BUSD");
        assertClose(addedVolume(dogeWbnb), expectedDogeWbnb, "DOGE-WBNB");
        assertClose(addedVolume(twtCake), expectedTwtCake, "TWT-CAKE");
        assertClose(addedVolume(newPair), expectedDogeUsdt, "DOGE-USDT");
      });

      it("adds up hour and day buckets to each pair's totals", async () => {
        const { pairHourDatas, pairDayDatas } = await queryIndexer<{
          pairHourDatas: { items: IndexedBucket[] };
          pairDayDatas: { items: IndexedBucket[] };
        }>(
          indexer.graphqlUrl,
          `{
        pairHourDatas(limit: 1000) { items { pairId volumeToken0 volumeToken1 volumeUSD txCount } }
        pairDayDatas(limit: 1000) { items { pairId volumeToken0 volumeToken1 volumeUSD txCount } }
      }`,
        );
        for (const pair of (await indexedPairs()).values()) {
          for (const buckets of [pairHourDatas.items, pairDayDatas.items]) {
            const own = buckets.filter((bucket) => bucket.pairId === pair.id);
            assert.deepEqual(
              [
                String(sumBy(own, (bucket) => BigInt(bucket.volumeToken0))),
                String(sumBy(own, (bucket) => BigInt(bucket.volumeToken1))),
                own.reduce((total, bucket) => total + bucket.txCount, 0),
              ],
              [pair.volumeToken0, pair.volumeToken1, pair.txCount],
              `buckets of ${pair.id}`,
            );
            const usd = own.reduce((total, bucket) => total + bucket.volumeUSD, 0);
            assert.ok(Math.abs(usd - pair.volumeUSD) <= pair.volumeUSD * 1e-9, `USD buckets of ${pair.id}`);
          }
        }
      });

      it("keeps each token's volume, liquidity and day data the sum of its pairs'", async () => {
        const [pairs, tokens] = await Promise.all([indexedPairs(), indexedTokens()]);
        const { tokenDayDatas } = await queryIndexer<{ tokenDayDatas: { items: IndexedTokenDay[] } }>(
          indexer.graphqlUrl,
          "{ tokenDayDatas(limit: 1000) { items { tokenId volume } } }",
        );
        for (const token of tokens.values()) {
          const sides = [...pairs.values()].flatMap((pair) => {
            if (pair.token0Id === token.id)
              return [{ volume: pair.volumeToken0, reserve: pair.reserve0, pair }];
            if (pair.token1Id === token.id)
              return [{ volume: pair.volumeToken1, reserve: pair.reserve1, pair }];
            return [];
          });
          const days = tokenDayDatas.items.filter((day) => day.tokenId === token.id);
          assert.deepEqual(
            [token.volume, token.liquidity, token.txCount, String(sumBy(days, (day) => BigInt(day.volume)))],
            [
              String(sumBy(sides, (side) => BigInt(side.volume))),
              String(sumBy(sides, (side) => BigInt(side.reserve))),
              sides.reduce((total, side) => total + side.pair.txCount, 0),
              token.volume,
            ],
            `token ${token.id}`,
          );
          const pairsUsd = sides.reduce((total, side) => total + side.pair.volumeUSD, 0);
          assert.ok(Math.abs(token.volumeUSD - pairsUsd) <= pairsUsd * 1e-9, `USD volume of ${token.id}`);
        }
      });

      it("prices BNB from the WBNB-BUSD pair and other tokens through their WBNB pair", async () => {
        const tokens = await indexedTokens();
        const indexed = (symbol: string): IndexedToken => required(tokens.get(id(symbol)), `token ${symbol}`);
        const head = trades.lastBnbForBusd.blockNumber;
        assert.equal(indexed("WBNB").derivedBNB, 1);
        assertClose(indexed("WBNB").derivedUSD, await bnbPriceAt(head), "BNB in USD");
        assertClose(indexed("BUSD").derivedUSD, 1, "BUSD in USD");
        for (const symbol of ["CAKE", "DOGE", "USDT", "ETH"]) {
          assertClose(indexed(symbol).derivedBNB, await priceBnbAt(symbol, head), `${symbol} in BNB`);
        }
      });
      it("indexes every round as the game holds it", async () => {
        const { rounds } = await queryIndexer<{ rounds: { items: IndexedRound[] } }>(
          indexer.graphqlUrl,
          `{ rounds(limit: 1000, orderBy: "epoch") { items {
        id epoch failed startBlock lockBlock endBlock lockAt lockPrice closePrice lockRoundId closeRoundId
        totalBets bullBets bearBets totalAmount bullAmount bearAmount position rewardBaseCalAmount
        rewardAmount rewardRate treasuryRate
      } } }`,
        );
        assert.deepEqual(
          rounds.items.map((round) => round.epoch),
          [...predictionOnChain.rounds.keys()].map(String),
        );
        for (const indexed of rounds.items) {
          const onChain = required(
            predictionOnChain.rounds.get(BigInt(indexed.epoch)),
            `round ${indexed.epoch}`,
          );
          const bets = predictionOnChain.bets.filter((bet) => bet.epoch === onChain.epoch);
          const locked = onChain.lockOracleId > 0n;
          const winner =
            onChain.closePrice > onChain.lockPrice
              ? "Bull"
              : onChain.closePrice < onChain.lockPrice
                ? "Bear"
                : "House";
          assert.deepEqual(
            indexed,
            {
              id: String(onChain.epoch),
              epoch: String(onChain.epoch),
              failed: onChain.cancelled,
              startBlock: String(onChain.startBlock),
              lockBlock: String(onChain.lockBlock),
              endBlock: String(onChain.endBlock),
              lockAt: locked ? indexed.lockAt : null,
              lockPrice: locked ? String(onChain.lockPrice) : null,
              closePrice: onChain.oracleCalled ? String(onChain.closePrice) : null,
              lockRoundId: locked ? String(onChain.lockOracleId) : null,
              closeRoundId: onChain.oracleCalled ? String(onChain.closeOracleId) : null,
              totalBets: bets.length,
              bullBets: bets.filter((bet) => bet.position === "Bull").length,
              bearBets: bets.filter((bet) => bet.position === "Bear").length,
              totalAmount: String(onChain.totalAmount),
              bullAmount: String(onChain.bullAmount),
              bearAmount: String(onChain.bearAmount),
              position: onChain.oracleCalled && !onChain.cancelled ? winner : null,
              rewardBaseCalAmount: String(onChain.rewardBaseCalAmount),
              rewardAmount: String(onChain.rewardAmount),
              rewardRate: Number(onChain.rewardRate),
              treasuryRate: Number(onChain.treasuryRate),
            },
            `round ${indexed.epoch}`,
          );
          if (locked) assert.ok(required(indexed.lockAt, "lockAt") > 0);
        }
        // The seed's history as the deploy describes it: won, won, lost, canceled with bets and without.
        const seeded = (epoch: bigint) => required(predictionOnChain.rounds.get(epoch), `round ${epoch}`);
        assert.deepEqual(
          [1n, 2n, 3n, 4n, 5n, 6n].map((epoch) => [seeded(epoch).cancelled, seeded(epoch).oracleCalled]),
          [
            [false, true],
            [false, true],
            [false, true],
            [true, false],
            [true, false],
            [false, true],
          ],
        );
      });

      it("indexes every bet with the claims the game's ledger shows", async () => {
        const bets = await indexedBets();
        assert.deepEqual([...bets.keys()].sort(), predictionOnChain.bets.map((bet) => bet.id).sort());
        for (const onChain of predictionOnChain.bets) {
          assert.deepEqual(
            bets.get(onChain.id),
            {
              id: onChain.id,
              hash: onChain.hash,
              amount: String(onChain.amount),
              position: onChain.position,
              claimed: onChain.claimed,
              claimedHash: onChain.claim?.hash ?? null,
              claimedAmount: onChain.claim === undefined ? null : String(onChain.claim.amount),
              block: String(onChain.block),
              userId: onChain.user,
              roundId: String(onChain.epoch),
            },
            `bet ${onChain.id}`,
          );
          assert.equal(onChain.claimed, onChain.claim !== undefined, `claimed flag of ${onChain.id}`);
        }
        assert.ok(
          predictionOnChain.bets.some((bet) => bet.claimed) &&
            predictionOnChain.bets.some((bet) => !bet.claimed),
        );
      });

      it("keeps each bettor's totals as the game's rounds and ledgers imply", async () => {
        const { users } = await queryIndexer<{ users: { items: IndexedUser[] } }>(
          indexer.graphqlUrl,
          `{ users(limit: 1000) { items {
        id address totalBets totalBetsBull totalBetsBear totalBNB roundsWon roundsLost totalBNBClaimed netBNB
      } } }`,
        );
        const expected = expectedUserTotals(predictionOnChain);
        assert.deepEqual(users.items.map((user) => user.id).sort(), [...expected.keys()].sort());
        for (const user of users.items) {
          const totals = required(expected.get(user.id), `totals of ${user.id}`);
          assert.deepEqual(
            user,
            {
              id: user.id,
              address: getAddress(user.id),
              totalBets: totals.totalBets,
              totalBetsBull: totals.totalBetsBull,
              totalBetsBear: totals.totalBetsBear,
              totalBNB: String(totals.totalBNB),
              roundsWon: totals.roundsWon,
              roundsLost: totals.roundsLost,
              totalBNBClaimed: String(totals.totalBNBClaimed),
              netBNB: String(totals.netBNB),
            },
            `user ${user.id}`,
          );
        }
      });

      it("indexes a bet, its round's close and claims made after catch-up as they happen", async () => {
        const { epoch, bullBet, bettorClaim, deployerClaim, deployerClaimedEpochs, betsAfterCatchUp } =
          realtimePrediction;
        const bettor = lower(
          mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: PREDICTION_BETTOR_INDEX }).address,
        );
        const betId = `${epoch}-${bettor}`;
        assert.ok(!betsAfterCatchUp.has(betId));
        const bets = await indexedBets();
        assert.deepEqual(
          [bets.get(betId)?.hash, bets.get(betId)?.claimed, bets.get(betId)?.claimedHash],
          [bullBet.transactionHash, true, bettorClaim.transactionHash],
        );
        const deployer = lower(
          mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: DEPLOYER_INDEX }).address,
        );
        assert.ok(
          deployerClaimedEpochs.length >= 2,
          "the seed leaves the deployer a win and a refund to collect",
        );
        for (const claimed of deployerClaimedEpochs) {
          assert.equal(bets.get(`${claimed}-${deployer}`)?.claimedHash, deployerClaim.transactionHash);
        }
        const closed = required(predictionOnChain.rounds.get(epoch), `round ${epoch}`);
        assert.ok(closed.oracleCalled && closed.closePrice > closed.lockPrice, `round ${epoch} closed up`);
      });

      it("keeps every answer of the price feed", async () => {
        const { feedAnswers } = await queryIndexer<{
          feedAnswers: { items: { roundId: string; answer: string; updatedAt: number; block: string }[] };
        }>(
          indexer.graphqlUrl,
          `{ feedAnswers(limit: 1000, orderBy: "roundId") { items { roundId answer updatedAt block } } }`,
        );
        assert.deepEqual(
          feedAnswers.items,
          predictionOnChain.answers.map((answer) => ({
            roundId: String(answer.roundId),
            answer: String(answer.answer),
            updatedAt: Number(answer.updatedAt),
            block: String(answer.block),
          })),
        );
      });

      it("pages a bettor's bets newest first, each with its round and its bettor's totals", async () => {
        const deployer = lower(
          mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: DEPLOYER_INDEX }).address,
        );
        type Page = {
          bets: {
            items: { id: string; round: { epoch: string }; user: { id: string; totalBets: number } }[];
            pageInfo: { endCursor: string | null; hasNextPage: boolean };
          };
        };
        const page = (limit: number, after: string | null) =>
          queryIndexer<Page>(
            indexer.graphqlUrl,
            `{ bets(where: { userId: "${deployer}" }, orderBy: "createdAt", orderDirection: "desc", limit: ${limit}${
              after === null ? "" : `, after: "${after}"`
            }) { items { id round { epoch } user { id totalBets } } pageInfo { endCursor hasNextPage } } }`,
          );
        const all = (await page(1000, null)).bets;
        const own = predictionOnChain.bets.filter((bet) => bet.user === deployer);
        assert.deepEqual(
          all.items.map((bet) => bet.round.epoch),
          own.map((bet) => String(bet.epoch)).reverse(),
        );
        assert.ok(all.items.every((bet) => bet.user.id === deployer && bet.user.totalBets === own.length));
        const first = (await page(2, null)).bets;
        const rest = (await page(1000, first.pageInfo.endCursor)).bets;
        assert.equal(first.pageInfo.hasNextPage, true);
        assert.deepEqual([...first.items, ...rest.items], all.items);
      });

      it("indexes every lottery round as the lottery holds it", async () => {
        const { lotteryRounds } = await queryIndexer<{ lotteryRounds: { items: IndexedLotteryRound[] } }>(
          indexer.graphqlUrl,
          `{ lotteryRounds(limit: 1000, orderBy: "block") { items { ${LOTTERY_ROUND_FIELDS} } } }`,
        );
        assert.deepEqual(
          lotteryRounds.items.map((round) => round.id),
          lotteryOnChain.rounds.map((round) => String(round.id)),
        );
        for (const indexed of lotteryRounds.items) {
          const { id, round, openBlock, winningTickets } = required(
            lotteryOnChain.rounds.find((candidate) => String(candidate.id) === indexed.id),
            `round ${indexed.id}`,
          );
          const players = lotteryOnChain.userRounds.filter((userRound) => userRound.lotteryId === id);
          const drawn = winningTickets !== undefined;
          assert.deepEqual(
            indexed,
            {
              id: String(id),
              status: LOTTERY_STATUS_NAMES[round.status],
              startTime: Number(round.startTime),
              endTime: Number(round.endTime),
              ticketPrice: String(round.priceTicketInCake),
              discountDivisor: String(round.discountDivisor),
              totalUsers: players.length,
              totalTickets: players.reduce((total, player) => total + player.tickets, 0),
              amountCollectedInCake: String(round.amountCollectedInCake),
              finalNumber: drawn ? round.finalNumber : null,
              winningTickets: Number(winningTickets ?? 0n),
              cakePerBracket: round.cakePerBracket.map(String),
              countWinnersPerBracket: round.countWinnersPerBracket.map(Number),
              claimedTickets: players.reduce((total, player) => total + player.paidTickets, 0),
              block: String(openBlock),
            },
            `lottery round ${id}`,
          );
          if (drawn) {
            // The draw's count is the winners of the brackets that pay a prize.
            const paying = round.countWinnersPerBracket.filter(
              (_, bracket) => (round.cakePerBracket[bracket] ?? 0n) > 0n,
            );
            assert.equal(indexed.winningTickets, Number(paying.reduce((total, count) => total + count, 0n)));
          }
        }
        // The seed's history as the deploy describes it: drawn, drawn, cancelled, drawn, open, and the
        // injections of rounds 2 and 4 in their pots.
        assert.deepEqual(
          lotteryRounds.items.map((round) => round.status),
          ["Claimable", "Claimable", "Cancelled", "Claimable", "Open"],
        );
      });

      it("keeps each player's rounds: tickets, CAKE paid, and what was collected, as the lottery's views show", async () => {
        const { lotteryUserRounds } = await queryIndexer<{
          lotteryUserRounds: { items: IndexedLotteryUserRound[] };
        }>(
          indexer.graphqlUrl,
          `{ lotteryUserRounds(limit: 1000) { items { ${LOTTERY_USER_ROUND_FIELDS} } } }`,
        );
        const expected = lotteryOnChain.userRounds.map((userRound) => ({
          id: `${userRound.lotteryId}-${userRound.user}`,
          userId: userRound.user,
          lotteryId: String(userRound.lotteryId),
          totalTickets: userRound.tickets,
          totalCake: String(userRound.cost),
          claimed: userRound.collections > 0,
          claimedTickets: userRound.paidTickets,
          claimedCake: String(userRound.collected),
          block: String(userRound.block),
        }));
        const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
        assert.deepEqual([...lotteryUserRounds.items].sort(byId), expected.sort(byId));
        assert.ok(
          expected.some((userRound) => userRound.claimed) && expected.some((userRound) => !userRound.claimed),
        );
      });

      it("keeps each player's totals over every round", async () => {
        const { lotteryUsers } = await queryIndexer<{ lotteryUsers: { items: IndexedLotteryUser[] } }>(
          indexer.graphqlUrl,
          "{ lotteryUsers(limit: 1000) { items { id totalRounds totalTickets totalCake block } } }",
        );
        const players = [...new Set(lotteryOnChain.userRounds.map((userRound) => userRound.user))];
        assert.deepEqual(lotteryUsers.items.map((user) => user.id).sort(), players.sort());
        for (const user of lotteryUsers.items) {
          const own = lotteryOnChain.userRounds.filter((userRound) => userRound.user === user.id);
          assert.deepEqual(
            user,
            {
              id: user.id,
              totalRounds: own.length,
              totalTickets: own.reduce((total, userRound) => total + userRound.tickets, 0),
              totalCake: String(sumBy(own, (userRound) => userRound.cost)),
              block: String(
                own.reduce(
                  (first, userRound) => (userRound.block < first ? userRound.block : first),
                  own[0]?.block ?? 0n,
                ),
              ),
            },
            `lottery player ${user.id}`,
          );
        }
      });

      it("indexes a lottery purchase and a claim made after catch-up as they happen", async () => {
        const { lotteryId, purchase, claim, claimedBefore } = realtimeLottery;
        const player = lower(
          mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: LOTTERY_PLAYER_INDEX }).address,
        );
        const bought = required(
          await indexedLotteryUserRound(`${lotteryId}-${player}`),
          "the realtime purchase",
        );
        assert.deepEqual([bought.totalTickets, bought.block], [3, String(purchase.blockNumber)]);
        const deployer = lower(
          mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: DEPLOYER_INDEX }).address,
        );
        const [claimed] = parseEventLogs({
          abi: griddleLotteryAbi,
          eventName: "TicketsClaim",
          logs: claim.logs,
        });
        const collected = required(await indexedLotteryUserRound(`2-${deployer}`), "the deployer's round 2");
        assert.equal(claimedBefore, false, "the seed left the deployer's round 2 to collect");
        assert.deepEqual(
          [collected.claimed, collected.claimedTickets, collected.claimedCake],
          [true, 10, String(required(claimed, "the TicketsClaim").args.amount)],
        );
      });

      it("serves the spec's lottery queries: rounds newest first, and a player's rounds, with first, skip and where", async () => {
        type RoundRow = { id: string; status: string; finalNumber: number | null };
        const lotteries = (first: number, skip: number) =>
          firstAndSkip<RoundRow>({ first, skip }, async (limit, after) => {
            const { lotteryRounds } = await queryIndexer<{ lotteryRounds: CursorPage<RoundRow> }>(
              indexer.graphqlUrl,
              `{ lotteryRounds(orderBy: "block", orderDirection: "desc", limit: ${limit}${
                after === null ? "" : `, after: "${after}"`
              }) { items { id status finalNumber } pageInfo { endCursor hasNextPage } } }`,
            );
            return lotteryRounds;
          });
        assert.deepEqual(
          (await lotteries(100, 0)).map((round) => round.id),
          ["5", "4", "3", "2", "1"],
        );
        assert.deepEqual(
          (await lotteries(2, 1)).map((round) => round.id),
          ["4", "3"],
        );
        assert.deepEqual(await lotteries(100, 5), []);

        type UserRoundRow = {
          id: string;
          claimed: boolean;
          totalTickets: number;
          lottery: { id: string; endTime: number; status: string };
        };
        const deployer = lower(
          mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: DEPLOYER_INDEX }).address,
        );
        let totals: { id: string; totalTickets: number; totalCake: string } | undefined;
        const userRounds = (first: number, skip: number, where: string) =>
          firstAndSkip<UserRoundRow>({ first, skip }, async (limit, after) => {
            const { lotteryUser } = await queryIndexer<{
              lotteryUser: {
                id: string;
                totalTickets: number;
                totalCake: string;
                rounds: CursorPage<UserRoundRow>;
              };
            }>(
              indexer.graphqlUrl,
              `{ lotteryUser(id: "${deployer}") { id totalTickets totalCake rounds(orderBy: "block", orderDirection: "desc", where: ${where}, limit: ${limit}${
                after === null ? "" : `, after: "${after}"`
              }) { items { id claimed totalTickets lottery { id endTime status } } pageInfo { endCursor hasNextPage } } } }`,
            );
            totals = {
              id: lotteryUser.id,
              totalTickets: lotteryUser.totalTickets,
              totalCake: lotteryUser.totalCake,
            };
            return lotteryUser.rounds;
          });
        const all = await userRounds(100, 0, "{}");
        assert.deepEqual(
          all.map((round) => round.lottery.id),
          ["5", "4", "3", "2", "1"],
        );
        assert.equal(totals?.id, deployer);
        assert.deepEqual(
          (await userRounds(2, 1, "{}")).map((round) => round.id),
          all.slice(1, 3).map((round) => round.id),
        );
        // Round 1 was collected by the seed and round 2 just now; the rest still wait for the deployer.
        assert.deepEqual(
          (await userRounds(100, 0, "{ claimed: false }")).map((round) => [
            round.lottery.id,
            round.lottery.status,
          ]),
          [
            ["5", "Open"],
            ["4", "Claimable"],
            ["3", "Cancelled"],
          ],
        );
      });

      it("indexes every achievement point grant as the profile contract's events show, realtime ones included", async () => {
        const readProfile = { address: manifest.profile.profile, abi: griddleProfileAbi } as const;
        const grants = await publicClient.getContractEvents({
          ...readProfile,
          fromBlock: BigInt(manifest.profile.startBlock),
          toBlock: realtimeProfile.claimed.blockNumber,
        });
        const expected = [
          ...parseEventLogs({ abi: griddleProfileAbi, eventName: "UserPointIncrease", logs: grants }).map(
            (log) => ({
              id: `${log.transactionHash}-${log.logIndex}-${lower(log.args.userAddress)}`,
              account: lower(log.args.userAddress),
              campaignId: String(log.args.campaignId),
              points: String(log.args.numberPoints),
              block: String(log.blockNumber),
            }),
          ),
          ...parseEventLogs({
            abi: griddleProfileAbi,
            eventName: "UserPointIncreaseMultiple",
            logs: grants,
          }).flatMap((log) =>
            log.args.userAddresses.map((account) => ({
              id: `${log.transactionHash}-${log.logIndex}-${lower(account)}`,
              account: lower(account),
              campaignId: String(log.args.campaignId),
              points: String(log.args.numberPoints),
              block: String(log.blockNumber),
            })),
          ),
        ];
        const { points } = await queryIndexer<{ points: { items: IndexedPoint[] } }>(
          indexer.graphqlUrl,
          "{ points(limit: 1000) { items { id account campaignId points block } } }",
        );
        const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
        assert.ok(expected.length >= 5, "the seed's grants and the realtime claim's");
        assert.deepEqual([...points.items].sort(byId), expected.sort(byId));
        const claimGrant = points.items.find(
          (grant) => grant.block === String(realtimeProfile.claimed.blockNumber),
        );
        assert.equal(
          claimGrant?.campaignId,
          "200003",
          "the prediction claim's campaign, indexed as it happened",
        );
      });

      it("keeps every profile as the contract holds it: seeded, paused and created after catch-up", async () => {
        const readProfile = { address: manifest.profile.profile, abi: griddleProfileAbi } as const;
        const accounts = [PROFILE_CREATOR_INDEX, ...SEEDED_PROFILE_INDEXES].map(
          (addressIndex) => mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex }).address,
        );
        const { profileUsers } = await queryIndexer<{ profileUsers: { items: IndexedProfileUser[] } }>(
          indexer.graphqlUrl,
          "{ profileUsers(limit: 1000) { items { id teamId isActive points nftAddress tokenId } } }",
        );
        assert.deepEqual(profileUsers.items.map(({ id }) => id).sort(), accounts.map(lower).sort());
        for (const account of accounts) {
          const [, numberPoints, teamId, nftAddress, tokenId, isActive] = await publicClient.readContract({
            ...readProfile,
            functionName: "getUserProfile",
            args: [account],
            blockNumber: realtimeProfile.claimed.blockNumber,
          });
          const indexed = required(
            profileUsers.items.find(({ id }) => id === lower(account)),
            `the profile of ${account}`,
          );
          assert.deepEqual(
            indexed,
            {
              id: lower(account),
              teamId: Number(teamId),
              isActive,
              points: String(numberPoints),
              nftAddress: isActive ? lower(nftAddress) : null,
              tokenId: isActive ? String(tokenId) : null,
            },
            `the profile of ${account}`,
          );
        }
        assert.ok(
          profileUsers.items.some(({ isActive }) => !isActive),
          "the seed's paused profile",
        );
      });

      it("keeps each team's achievement grants for its page", async () => {
        const { teamPoints } = await queryIndexer<{
          teamPoints: { items: { teamId: number; campaignId: string; points: string }[] };
        }>(indexer.graphqlUrl, `{ teamPoints(orderBy: "teamId") { items { teamId campaignId points } } }`);
        assert.deepEqual(
          teamPoints.items.map(({ teamId, campaignId, points }) => [teamId, campaignId, points]),
          [
            [2, "300001", "500"],
            [3, "200001", "100"],
          ],
        );
      });

      it("serves the spec's points query: an account's grants with their campaign and points", async () => {
        const seeded = lower(mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: 1 }).address);
        const { points } = await queryIndexer<{
          points: { items: { id: string; campaignId: string; points: string }[] };
        }>(
          indexer.graphqlUrl,
          `{ points(where: { account: "${seeded}" }, orderBy: "campaignId") { items { id campaignId points } } }`,
        );
        assert.deepEqual(
          points.items.map(({ campaignId, points: granted }) => [campaignId, granted]),
          [
            ["200001", "100"],
            ["200002", "50"],
          ],
        );
      });

      it("answers generated garbage queries with a 4xx or GraphQL errors, never a 5xx, and keeps serving (issue 26)", async (context) => {
        const answers = new Map<string, number>();
        await fc.assert(
          fc.asyncProperty(hostileGraphqlBody, async (body) => {
            const response = await fetch(indexer.graphqlUrl, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body,
            });
            const text = await response.text();
            assert.ok(
              response.status < 500,
              `${response.status} for ${body.slice(0, 300)}: ${text.slice(0, 300)}`,
            );
            const kind = `${response.status}${text.includes('"errors"') ? " with errors" : ""}`;
            answers.set(kind, (answers.get(kind) ?? 0) + 1);
            if (response.status >= 400 || !text.includes('"data"')) {
              const answer = JSON.parse(text) as { errors?: { message?: unknown }[] };
              assert.equal(
                typeof answer.errors?.[0]?.message,
                "string",
                `no GraphQL error for ${body.slice(0, 300)}`,
              );
            }
          }),
          { numRuns: 120, seed: 26 },
        );
        context.diagnostic(
          `answers: ${[...answers].map(([kind, count]) => `${count} × ${kind}`).join(", ")}`,
        );
        const { pairs } = await queryIndexer<{ pairs: { items: { id: string }[] } }>(
          indexer.graphqlUrl,
          "{ pairs { items { id } } }",
        );
        assert.ok(pairs.items.length > 0, "the indexer stopped serving its pairs");
      });
    });
  }
});
