import {
  cakeTokenAbi,
  griddleLotteryAbi,
  LOCAL_CHAIN_ID,
  LOCAL_LOTTERY_SEED_SECRET,
  lotterySeed,
  lotterySeedCommitment,
  type DeploymentManifest,
} from "@griddle/sdk";
import {
  isAddressEqual,
  maxUint256,
  parseEther,
  parseEventLogs,
  type Hash,
  type TransactionReceipt,
} from "viem";
import type { KeepersConfig } from "../../shared/config/readKeepersConfig.ts";
import { confirmTransaction } from "../../shared/confirmTransaction.ts";
import type { KeeperClients } from "../../shared/createKeeperClients.ts";
import { formatAmount } from "../../shared/formatAmount.ts";
import { KeeperRoleError } from "../../shared/KeeperRoleError.ts";
import { KeeperSetupError } from "../../shared/KeeperSetupError.ts";
import type { KeeperDefinition, KeeperLog } from "../../shared/runKeeperProcess.ts";
import { decideLotteryAction, type LotteryAction, type LotteryWaitReason } from "./decideLotteryAction.ts";
import { describeLotteryEvents, type LotteryEvent } from "./describeLotteryEvents.ts";
import { readLotteryState } from "./readLotteryState.ts";

/** Polled this often for a new block (one every 3 s locally), so a round is drawn in its first block. */
const POLL_MS = 500;
/** Spec 001 section 9: 10,000 CAKE injected every other day; here into every other round, by id. */
const INJECTION = parseEther("10000");
const INJECT_EVERY_ROUNDS = 2n;
/**
 * A round must outlast the lottery's shortest round by this much: its end of sales is counted from the
 * head block, and the start lands in a later block.
 */
const START_MARGIN_SECONDS = 30n;

function roundEventsOf(receipt: TransactionReceipt): LotteryEvent[] {
  return parseEventLogs({ abi: griddleLotteryAbi, logs: receipt.logs }).flatMap((log): LotteryEvent[] => {
    switch (log.eventName) {
      case "LotteryOpen":
        return [{ eventName: log.eventName, args: log.args }];
      case "RandomnessCommitted":
        return [{ eventName: log.eventName, args: log.args }];
      case "LotteryInjection":
        return [{ eventName: log.eventName, args: log.args }];
      case "LotteryClose":
        return [{ eventName: log.eventName, args: log.args }];
      case "LotteryNumberDrawn":
        return [{ eventName: log.eventName, args: log.args }];
      case "LotteryCancel":
        return [{ eventName: log.eventName, args: log.args }];
      default:
        return [];
    }
  });
}

function describeWait(reason: LotteryWaitReason): string {
  switch (reason.kind) {
    case "no-round":
      return "the lottery has no round yet to take terms from: waiting for the owner's first";
    case "foreign-seed":
      return (
        `round ${reason.lotteryId} is committed to a seed this keeper does not hold (another ` +
        `LOTTERY_SEED_SECRET?): it will be cancelled after block ${reason.lastBlock}`
      );
    case "short-of-cake":
      return (
        `holds ${formatAmount(reason.held, 18)} CAKE, needs ${formatAmount(reason.needed, 18)} for ` +
        `the ${reason.purpose === "bond" ? "next round's bond" : "injection"}: waiting for CAKE`
      );
  }
}

/**
 * The lottery operator: on every new block, runs whatever its rounds call for (decideLotteryAction):
 * closes a round once its sales end, reveals its seed to draw it, cancels it if its reveal window
 * passed, opens the next one with a fresh seed and a bond, and injects into every other round. Each
 * round's seed is derived from the secret and the round (lotterySeed), so nothing is kept between
 * restarts: a keeper started again finds the round where it is.
 */
export async function createLotteryKeeper(
  manifest: DeploymentManifest,
  config: KeepersConfig,
  { account, publicClient, walletClient }: KeeperClients,
  log: KeeperLog,
): Promise<KeeperDefinition> {
  const { contract: lottery, startBlock } = manifest.lottery;
  if (config.lotterySeedSecret === LOCAL_LOTTERY_SEED_SECRET && manifest.chainId !== LOCAL_CHAIN_ID) {
    throw new KeeperSetupError(
      `LOTTERY_SEED_SECRET is the public local secret, which would let anyone know chain ${manifest.chainId}'s numbers: set a secret of your own.`,
    );
  }
  const read = { address: lottery, abi: griddleLotteryAbi } as const;
  const [minLength, maxLength, revealWindowBlocks, cake, injector] = await Promise.all([
    publicClient.readContract({ ...read, functionName: "MIN_LENGTH_LOTTERY" }),
    publicClient.readContract({ ...read, functionName: "MAX_LENGTH_LOTTERY" }),
    publicClient.readContract({ ...read, functionName: "REVEAL_WINDOW_BLOCKS" }),
    publicClient.readContract({ ...read, functionName: "cakeToken" }),
    publicClient.readContract({ ...read, functionName: "injectorAddress" }),
  ]);
  const roundSeconds = BigInt(config.lotteryRoundSeconds);
  if (roundSeconds < minLength + START_MARGIN_SECONDS || roundSeconds > maxLength) {
    throw new KeeperSetupError(
      `LOTTERY_ROUND_SECONDS must be from ${minLength + START_MARGIN_SECONDS} (this lottery's shortest round, ` +
        `${minLength} s, and ${START_MARGIN_SECONDS} s to start one) to ${maxLength}, got ${roundSeconds}.`,
    );
  }
  const isInjector = isAddressEqual(injector, account.address);
  const policy = {
    roundSeconds,
    injection: isInjector ? INJECTION : 0n,
    injectEvery: INJECT_EVERY_ROUNDS,
    revealWindowBlocks,
  };
  const injectedRounds = new Set<bigint>();
  const injectedInto = async (lotteryId: bigint, blockNumber: bigint): Promise<boolean> => {
    if (injectedRounds.has(lotteryId)) return true;
    const injections = await publicClient.getContractEvents({
      ...read,
      eventName: "LotteryInjection",
      args: { lotteryId },
      fromBlock: BigInt(startBlock),
      toBlock: blockNumber,
    });
    if (injections.length > 0) injectedRounds.add(lotteryId);
    return injections.length > 0;
  };
  const seedOf = (lotteryId: bigint) => lotterySeed(config.lotterySeedSecret, lotteryId);

  const send = (action: Exclude<LotteryAction, { kind: "wait" }>): Promise<Hash> => {
    switch (action.kind) {
      case "approve":
        return walletClient.writeContract({
          address: cake,
          abi: cakeTokenAbi,
          functionName: "approve",
          args: [lottery, maxUint256],
        });
      case "close":
        return walletClient.writeContract({
          ...read,
          functionName: "closeLottery",
          args: [action.lotteryId],
        });
      case "draw":
        return walletClient.writeContract({
          ...read,
          functionName: "drawFinalNumberAndMakeLotteryClaimable",
          args: [action.lotteryId, true, seedOf(action.lotteryId)],
        });
      case "cancel":
        return walletClient.writeContract({
          ...read,
          functionName: "cancelLottery",
          args: [action.lotteryId],
        });
      case "start": {
        const { terms } = action;
        return walletClient.writeContract({
          ...read,
          functionName: "startLottery",
          args: [
            action.endTime,
            terms.priceTicketInCake,
            terms.discountDivisor,
            terms.rewardsBreakdown,
            terms.treasuryFee,
            lotterySeedCommitment(seedOf(action.lotteryId)),
            action.bond,
          ],
        });
      }
      case "inject":
        return walletClient.writeContract({
          ...read,
          functionName: "injectFunds",
          args: [action.lotteryId, action.amount],
        });
    }
  };

  let lastBlock: bigint | undefined;
  let lastWait: string | undefined;
  const tick = async (): Promise<void> => {
    const block = await publicClient.getBlock({ blockTag: "latest" });
    if (block.number === lastBlock) return;
    lastBlock = block.number;
    const state = await readLotteryState(
      publicClient,
      { lottery, cake, keeper: account.address },
      { blockNumber: block.number, timestamp: block.timestamp },
      config.lotterySeedSecret,
      injectedInto,
    );
    if (!isAddressEqual(state.operator, account.address)) {
      throw new KeeperRoleError(`${account.address} is not the lottery's operator (${state.operator} is)`);
    }
    const action = decideLotteryAction(state, policy);
    if (action.kind === "wait") {
      const waiting = action.reason === undefined ? undefined : describeWait(action.reason);
      if (waiting !== undefined && waiting !== lastWait) log(waiting);
      lastWait = waiting;
      return;
    }
    lastWait = undefined;
    const receipt = await confirmTransaction(publicClient, await send(action), action.kind);
    const done =
      action.kind === "approve"
        ? "the lottery may now take the keeper's CAKE for bonds and injections"
        : describeLotteryEvents(roundEventsOf(receipt));
    log(`${action.kind} → ${done} (mined in block ${receipt.blockNumber})`);
  };

  return {
    description:
      `lottery operator ${account.address} on lottery ${lottery}, rounds of ${roundSeconds} s` +
      `${isInjector ? `, ${formatAmount(INJECTION, 18)} CAKE injected into every other round` : ""}, ` +
      `acting on every new block (chain ${manifest.chainId} at ${manifest.rpcUrl})`,
    intervalMs: POLL_MS,
    tick,
  };
}
