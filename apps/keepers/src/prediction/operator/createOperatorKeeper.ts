import { griddlePredictionAbi, priceFeedAggregatorAbi, type DeploymentManifest } from "@griddle/sdk";
import { isAddressEqual, parseEventLogs, type TransactionReceipt } from "viem";
import { confirmTransaction } from "../../shared/confirmTransaction.ts";
import type { KeeperClients } from "../../shared/createKeeperClients.ts";
import { KeeperRoleError } from "../../shared/KeeperRoleError.ts";
import type { KeeperDefinition, KeeperLog } from "../../shared/runKeeperProcess.ts";
import { decideOperatorAction } from "./decideOperatorAction.ts";
import { describeRoundEvents, type RoundEvent } from "./describeRoundEvents.ts";
import { readOperatorState } from "./readOperatorState.ts";

/** Polled this often for a new block (one every 3 s locally), so a lock is executed in its own block. */
const POLL_MS = 500;

function roundEventsOf(receipt: TransactionReceipt): RoundEvent[] {
  return parseEventLogs({ abi: griddlePredictionAbi, logs: receipt.logs }).flatMap((log): RoundEvent[] => {
    switch (log.eventName) {
      case "StartRound":
      case "CancelRound":
        return [{ eventName: log.eventName, args: { epoch: log.args.epoch } }];
      case "LockRound":
      case "EndRound":
        return [{ eventName: log.eventName, args: log.args }];
      default:
        return [];
    }
  });
}

/**
 * The prediction operator: on every new block, runs whatever round call the game's rules ask for
 * (decideOperatorAction). It keeps no state of its own, so after its own restart or a missed window
 * it simply finds the game where it is and catches up.
 */
export function createOperatorKeeper(
  manifest: DeploymentManifest,
  { account, publicClient, walletClient }: KeeperClients,
  log: KeeperLog,
): KeeperDefinition {
  const { contract: game, priceFeed } = manifest.prediction;
  let lastBlock: bigint | undefined;
  let waitingForUnpause = false;
  let priceDecimals: number | undefined;

  const tick = async (): Promise<void> => {
    const blockNumber = await publicClient.getBlockNumber({ cacheTime: 0 });
    if (blockNumber === lastBlock) return;
    lastBlock = blockNumber;
    const state = await readOperatorState(publicClient, game, blockNumber);
    if (!isAddressEqual(state.operator, account.address)) {
      throw new KeeperRoleError(`${account.address} is not the game's operator (${state.operator} is)`);
    }
    if (state.paused !== waitingForUnpause) {
      waitingForUnpause = state.paused;
      if (state.paused)
        log(`game paused in round ${state.epoch}: waiting for the admin to unpause, then genesis again`);
    }
    const action = decideOperatorAction(state);
    if (action === "wait") return;

    const hash = await walletClient.writeContract({
      address: game,
      abi: griddlePredictionAbi,
      functionName: action,
    });
    const receipt = await confirmTransaction(publicClient, hash, action);
    priceDecimals ??= await publicClient.readContract({
      address: priceFeed,
      abi: priceFeedAggregatorAbi,
      functionName: "decimals",
    });
    const after = await readOperatorState(publicClient, game, receipt.blockNumber);
    log(
      `${action} → ${describeRoundEvents(roundEventsOf(receipt), priceDecimals)}; ` +
        `round ${after.epoch} locks at block ${after.lockBlock} (mined in block ${receipt.blockNumber})`,
    );
  };

  return {
    description:
      `prediction operator ${account.address} on game ${game}, acting on every new block ` +
      `(chain ${manifest.chainId} at ${manifest.rpcUrl})`,
    intervalMs: POLL_MS,
    tick,
  };
}
