import type { PredictionRound } from "../../model/PredictionRound.ts";

function isRoundInfo(value: unknown): value is PredictionRound {
  if (typeof value !== "object" || value === null) return false;
  const fields = value as Record<string, unknown>;
  const uints = [
    "epoch",
    "startBlock",
    "lockBlock",
    "endBlock",
    "lockPrice",
    "closePrice",
    "lockOracleId",
    "closeOracleId",
    "totalAmount",
    "bullAmount",
    "bearAmount",
    "rewardBaseCalAmount",
    "rewardAmount",
    "rewardRate",
    "treasuryRate",
  ];
  return (
    uints.every((name) => typeof fields[name] === "bigint") &&
    typeof fields.oracleCalled === "boolean" &&
    typeof fields.cancelled === "boolean"
  );
}

/**
 * Reads back rounds(epoch). Null when the call failed or the round never started (the game answers
 * epoch 0 for those), so only real rounds reach the screen.
 */
export function parsePredictionRound(value: unknown): PredictionRound | null {
  if (!isRoundInfo(value) || value.epoch === 0n) return null;
  return {
    epoch: value.epoch,
    startBlock: value.startBlock,
    lockBlock: value.lockBlock,
    endBlock: value.endBlock,
    lockPrice: value.lockPrice,
    closePrice: value.closePrice,
    lockOracleId: value.lockOracleId,
    closeOracleId: value.closeOracleId,
    totalAmount: value.totalAmount,
    bullAmount: value.bullAmount,
    bearAmount: value.bearAmount,
    rewardBaseCalAmount: value.rewardBaseCalAmount,
    rewardAmount: value.rewardAmount,
    oracleCalled: value.oracleCalled,
    cancelled: value.cancelled,
    rewardRate: value.rewardRate,
    treasuryRate: value.treasuryRate,
  };
}
