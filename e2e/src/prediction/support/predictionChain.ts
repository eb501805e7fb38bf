import {
  LOCAL_DEV_MNEMONIC,
  LOCAL_KEEPER_ACCOUNT_INDEX,
  griddlePredictionAbi,
  priceFeedAggregatorAbi,
} from "@griddle/sdk";
import { createTestClient, createWalletClient, http, type Address, type Hash } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { getTestStack } from "../../harness/testStack.ts";

/** The deployer: the game's admin. */
const ADMIN_INDEX = 0;

/**
 * The test plays the keepers' parts (the suite's stack runs none): the oracle submits the prices the
 * test chooses, the operator locks and closes rounds once the test has mined up to their blocks. Blocks
 * are mined with one timestamp, so the chain's clock keeps to the wall clock for the suites after it.
 */
export function predictionChain() {
  const { manifest, publicClient } = getTestStack();
  const game = { address: manifest.prediction.contract, abi: griddlePredictionAbi } as const;
  const feed = { address: manifest.prediction.priceFeed, abi: priceFeedAggregatorAbi } as const;
  const transport = http(manifest.rpcUrl);
  const walletOf = (addressIndex: number) =>
    createWalletClient({ account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex }), transport });
  const operator = walletOf(LOCAL_KEEPER_ACCOUNT_INDEX.predictionOperator);
  const oracle = walletOf(LOCAL_KEEPER_ACCOUNT_INDEX.predictionOracle);
  const admin = walletOf(ADMIN_INDEX);
  const testClient = createTestClient({ mode: "hardhat", transport });

  const mined = async (hash: Hash): Promise<void> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`Transaction ${hash} reverted`);
  };
  const operate = async (
    functionName: "genesisStartRound" | "genesisLockRound" | "executeRound" | "catchUp",
  ): Promise<void> => mined(await operator.writeContract({ ...game, chain: null, functionName }));
  const administer = async (functionName: "pause" | "unpause"): Promise<void> =>
    mined(await admin.writeContract({ ...game, chain: null, functionName }));

  const chain = {
    currentEpoch: () => publicClient.readContract({ ...game, functionName: "currentEpoch" }),
    round: (epoch: bigint) => publicClient.readContract({ ...game, functionName: "rounds", args: [epoch] }),
    ledger: (epoch: bigint, account: Address) =>
      publicClient.readContract({ ...game, functionName: "ledger", args: [epoch, account] }),
    minBetAmount: () => publicClient.readContract({ ...game, functionName: "minBetAmount" }),

    /** Mines empty blocks until the chain's head is `block` (nothing when it is already past). */
    async mineTo(block: bigint): Promise<void> {
      const head = await publicClient.getBlockNumber({ cacheTime: 0 });
      if (block > head) await testClient.mine({ blocks: Number(block - head), interval: 0 });
    },

    /** Submits `price` (8 decimals) as the feed's next round. */
    async submitPrice(price: bigint): Promise<void> {
      const [, roundId] = await publicClient.readContract({
        ...feed,
        functionName: "oracleRoundState",
        args: [oracle.account.address, 0],
      });
      await mined(
        await oracle.writeContract({
          ...feed,
          chain: null,
          functionName: "submit",
          args: [BigInt(roundId), price],
        }),
      );
    },

    /**
     * Makes sure a round is open for bets with a whole interval ahead of it: after a stall (the suite
     * runs no operator) anyone's catchUp cancels the stale rounds and starts a new one; after a pause,
     * genesis starts one. Returns its epoch.
     */
    async openFreshRound(): Promise<bigint> {
      const [paused, genesisStarted] = await Promise.all([
        publicClient.readContract({ ...game, functionName: "paused" }),
        publicClient.readContract({ ...game, functionName: "genesisStartOnce" }),
      ]);
      if (paused) await administer("unpause");
      if (paused || !genesisStarted) {
        await operate("genesisStartRound");
        return chain.currentEpoch();
      }
      const [epoch, buffer, head] = await Promise.all([
        chain.currentEpoch(),
        publicClient.readContract({ ...game, functionName: "bufferBlocks" }),
        publicClient.getBlockNumber({ cacheTime: 0 }),
      ]);
      const { lockBlock } = await chain.round(epoch);
      await chain.mineTo(lockBlock + buffer);
      if (head <= lockBlock + buffer) await chain.mineTo(lockBlock + buffer + 1n);
      await operate("catchUp");
      return chain.currentEpoch();
    },

    /**
     * Submits `price`, mines to the current round's lock block and executes there: the current round
     * locks at `price`, the live one closes at it, and the next opens. Returns the new current epoch.
     */
    async lockCurrentRound(price: bigint): Promise<bigint> {
      const [epoch, genesisLocked] = await Promise.all([
        chain.currentEpoch(),
        publicClient.readContract({ ...game, functionName: "genesisLockOnce" }),
      ]);
      await chain.submitPrice(price);
      const { lockBlock } = await chain.round(epoch);
      await chain.mineTo(lockBlock - 1n);
      await operate(genesisLocked ? "executeRound" : "genesisLockRound");
      return chain.currentEpoch();
    },

    pause: () => administer("pause"),
  };
  return chain;
}
