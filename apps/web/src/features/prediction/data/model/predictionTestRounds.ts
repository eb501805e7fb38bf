import type { PredictionRound } from "../../model/PredictionRound.ts";

/** A round as rounds(epoch) answers it for tests: the next round of a game of 100-block phases. */
export function testRound(epoch: bigint, overrides: Partial<PredictionRound> = {}): PredictionRound {
  const startBlock = 500n + epoch * 103n;
  return {
    epoch,
    startBlock,
    lockBlock: startBlock + 100n,
    endBlock: startBlock + 200n,
    lockPrice: 0n,
    closePrice: 0n,
    lockOracleId: 0n,
    closeOracleId: 0n,
    totalAmount: 0n,
    bullAmount: 0n,
    bearAmount: 0n,
    rewardBaseCalAmount: 0n,
    rewardAmount: 0n,
    oracleCalled: false,
    cancelled: false,
    rewardRate: 97n,
    treasuryRate: 3n,
    ...overrides,
  };
}
