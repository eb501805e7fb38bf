import { priceFeedAggregatorAbi, type DeploymentManifest } from "@griddle/sdk";
import type { KeepersConfig } from "../../shared/config/readKeepersConfig.ts";
import { confirmTransaction } from "../../shared/confirmTransaction.ts";
import type { KeeperClients } from "../../shared/createKeeperClients.ts";
import { bnbPricePairOf } from "../../shared/bnbPricePairOf.ts";
import { formatAmount } from "../../shared/formatAmount.ts";
import { KeeperRoleError } from "../../shared/KeeperRoleError.ts";
import type { KeeperDefinition, KeeperLog } from "../../shared/runKeeperProcess.ts";
import { decidePriceSubmission, type PriceSubmissionReason } from "./decidePriceSubmission.ts";
import { readPriceSubmissionState } from "./readPriceSubmissionState.ts";
import { readTwapAnswer } from "./twap/readTwapAnswer.ts";

/** The chain makes a block every 3 s: a second's polling sees each one in time for a pre-lock answer. */
const POLL_MS = 1_000;
/** Blocks before a lock within which the keeper makes sure of a fresh answer (15 s at 3 s a block). */
const PRE_LOCK_BLOCKS = 5n;
/** An answer older than this when a lock nears is replaced (the game refuses them at 300 s). */
const MAX_AGE_AT_LOCK_SECONDS = 60;

function describeReason(reason: PriceSubmissionReason): string {
  switch (reason.kind) {
    case "first":
      return "the feed's first answer";
    case "interval":
      return `${reason.ageSeconds} s since the last answer`;
    case "before-lock":
      return `before round ${reason.epoch} locks at block ${reason.lockBlock}`;
  }
}

/**
 * The prediction oracle: submits BNB's price in USD to the game's feed, the time-weighted average of
 * our WBNB-BUSD pair over the configured window (never its spot price, which one swap moves), every
 * configured interval and before every lock that would otherwise find no fresh answer.
 */
export function createOracleKeeper(
  manifest: DeploymentManifest,
  config: KeepersConfig,
  { account, publicClient, walletClient }: KeeperClients,
  log: KeeperLog,
): KeeperDefinition {
  const { contract: game, priceFeed: feed, pricePair } = manifest.prediction;
  const bnbPair = bnbPricePairOf(manifest);
  // The pair already had its liquidity when the game was deployed: no observation goes further back.
  const source = {
    pair: bnbPair.pair,
    baseIsToken0: bnbPair.wbnbIsToken0,
    baseDecimals: bnbPair.wbnbDecimals,
    quoteDecimals: bnbPair.usdDecimals,
    firstBlock: BigInt(manifest.prediction.startBlock),
  };
  const policy = {
    intervalSeconds: config.oracleIntervalSeconds,
    preLockBlocks: PRE_LOCK_BLOCKS,
    maxAgeAtLockSeconds: MAX_AGE_AT_LOCK_SECONDS,
  };
  let feedDecimals: number | undefined;

  const tick = async (): Promise<void> => {
    const block = await publicClient.getBlock({ blockTag: "latest" });
    const head = { blockNumber: block.number, timestamp: block.timestamp };
    const reason = decidePriceSubmission(
      await readPriceSubmissionState(publicClient, { game, feed }, head),
      policy,
    );
    if (reason === undefined) return;

    feedDecimals ??= await publicClient.readContract({
      address: feed,
      abi: priceFeedAggregatorAbi,
      functionName: "decimals",
    });
    const twap = await readTwapAnswer(publicClient, source, head, config.twapWindowSeconds, feedDecimals);
    const [eligible, roundId] = await publicClient.readContract({
      address: feed,
      abi: priceFeedAggregatorAbi,
      functionName: "oracleRoundState",
      args: [account.address, 0],
    });
    if (!eligible) {
      throw new KeeperRoleError(
        `The feed takes no submission from ${account.address} for its round ${roundId} now`,
      );
    }
    const hash = await walletClient.writeContract({
      address: feed,
      abi: priceFeedAggregatorAbi,
      functionName: "submit",
      args: [BigInt(roundId), twap.answer],
    });
    const receipt = await confirmTransaction(publicClient, hash, `submit to feed round ${roundId}`);
    const seconds = twap.newer.timestamp - twap.older.timestamp;
    log(
      `submit → feed round ${roundId}: ${formatAmount(twap.answer, feedDecimals)} USD, TWAP of blocks ` +
        `${twap.older.blockNumber}-${twap.newer.blockNumber} over ${seconds} s ` +
        `(${describeReason(reason)}; mined in block ${receipt.blockNumber})`,
    );
  };

  return {
    description:
      `prediction oracle ${account.address} → feed ${feed}: BNB/USD as the TWAP of pair ${pricePair} over ` +
      `${config.twapWindowSeconds} s, every ${config.oracleIntervalSeconds} s and before each lock ` +
      `(chain ${manifest.chainId} at ${manifest.rpcUrl})`,
    intervalMs: POLL_MS,
    tick,
  };
}
