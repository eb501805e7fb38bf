import {
  griddlePredictionAbi,
  LOCAL_DEV_MNEMONIC,
  LOCAL_KEEPER_ACCOUNT_INDEX,
  priceFeedAggregatorAbi,
  type DeploymentManifest,
} from "@griddle/sdk";
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type TransactionReceipt,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { minedBy } from "./minedBy.ts";

/** The local network's interval mining (contracts/hardhat.config.ts `mining.interval`). */
const LOCAL_INTERVAL_MINING_MS = 3_000;

/**
 * Plays the prediction game's keepers (the test runs none) and its bettors on the local chain, each
 * call one or more mined transactions. Blocks are mined with one timestamp, as the deploy's seed does,
 * and every round is executed exactly at its lock block, so the oracle answer just submitted prices it.
 */
export function playPrediction(manifest: DeploymentManifest) {
  const transport = http(manifest.rpcUrl);
  const publicClient = createPublicClient({ transport, pollingInterval: 50 });
  const testClient = createTestClient({ mode: "hardhat", transport });
  const game = { address: manifest.prediction.contract, abi: griddlePredictionAbi } as const;
  const feed = { address: manifest.prediction.priceFeed, abi: priceFeedAggregatorAbi } as const;
  const walletOf = (addressIndex: number) =>
    createWalletClient({ account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex }), transport });
  const operator = walletOf(LOCAL_KEEPER_ACCOUNT_INDEX.predictionOperator);
  const oracle = walletOf(LOCAL_KEEPER_ACCOUNT_INDEX.predictionOracle);

  const mined = minedBy(publicClient);
  const operate = (functionName: "executeRound" | "catchUp") =>
    mined(operator.writeContract({ ...game, chain: null, functionName }));
  const currentEpoch = () => publicClient.readContract({ ...game, functionName: "currentEpoch" });
  const lockBlockOf = async (epoch: bigint) =>
    (await publicClient.readContract({ ...game, functionName: "rounds", args: [epoch] })).lockBlock;
  const mineTo = async (block: bigint): Promise<void> => {
    const head = await publicClient.getBlockNumber({ cacheTime: 0 });
    if (block > head) await testClient.mine({ blocks: Number(block - head), interval: 0 });
  };

  return {
    currentEpoch,

    /**
     * The current round's epoch once it has `blocks` blocks left for bets; when it has fewer, lets its
     * window pass and calls catchUp, which cancels it and the live round and starts a fresh one.
     */
    async openRoundWithBlocksLeft(blocks: bigint): Promise<bigint> {
      const epoch = await currentEpoch();
      const [lockBlock, head] = await Promise.all([
        lockBlockOf(epoch),
        publicClient.getBlockNumber({ cacheTime: 0 }),
      ]);
      if (head + blocks < lockBlock) return epoch;
      const buffer = await publicClient.readContract({ ...game, functionName: "bufferBlocks" });
      await mineTo(lockBlock + buffer + 1n);
      await operate("catchUp");
      return currentEpoch();
    },

    bet: (addressIndex: number, side: "Bull" | "Bear", epoch: bigint, value: bigint) =>
      mined(
        walletOf(addressIndex).writeContract({
          ...game,
          chain: null,
          functionName: side === "Bull" ? "betBull" : "betBear",
          args: [epoch],
          value,
        }),
      ),

    claim: (addressIndex: number, epochs: readonly bigint[]) =>
      mined(
        walletOf(addressIndex).writeContract({
          ...game,
          chain: null,
          functionName: "claim",
          args: [[...epochs]],
        }),
      ),

    /**
     * Submits `price` (8 decimals) as the feed's next answer, mines to the current round's lock block
     * and executes there: the live round closes at `price`, the current one locks at it, the next starts.
     */
    async executeRoundAt(price: bigint): Promise<TransactionReceipt> {
      const [, roundId] = await publicClient.readContract({
        ...feed,
        functionName: "oracleRoundState",
        args: [oracle.account.address, 0],
      });
      await mined(
        oracle.writeContract({
          ...feed,
          chain: null,
          functionName: "submit",
          args: [BigInt(roundId), price],
        }),
      );
      // The node also mines a block every 3 seconds (contracts/hardhat.config.ts). One landing between
      // the last mined block and the execution would execute past the lock block, so the next close
      // would price an earlier time than its answer's: interval mining pauses for these two steps.
      await testClient.setIntervalMining({ interval: 0 });
      try {
        await mineTo((await lockBlockOf(await currentEpoch())) - 1n);
        return await operate("executeRound");
      } finally {
        await testClient.setIntervalMining({ interval: LOCAL_INTERVAL_MINING_MS });
      }
    },
  };
}
