import { describe, expect, it } from "vitest";
import { PARSED_ROUND } from "../testing/betHistoryFixtures.ts";
import { toPredictionRound } from "./toPredictionRound.ts";

describe("toPredictionRound", () => {
  it("maps a closed round field by field, its close marking the oracle call", () => {
    expect(toPredictionRound(PARSED_ROUND)).toEqual({
      epoch: 2n,
      startBlock: 100n,
      lockBlock: 200n,
      endBlock: 300n,
      lockPrice: 60_000_000_000n,
      closePrice: 59_820_000_000n,
      lockOracleId: 2n,
      closeOracleId: 3n,
      totalAmount: PARSED_ROUND.totalAmount,
      bullAmount: PARSED_ROUND.bullAmount,
      bearAmount: PARSED_ROUND.bearAmount,
      rewardBaseCalAmount: PARSED_ROUND.rewardBaseCalAmount,
      rewardAmount: PARSED_ROUND.rewardAmount,
      oracleCalled: true,
      cancelled: false,
      rewardRate: 97n,
      treasuryRate: 3n,
    });
  });

  it("reads what an open or canceled round has not reached as the chain's zeros", () => {
    const open = {
      ...PARSED_ROUND,
      lockPrice: null,
      closePrice: null,
      lockRoundId: null,
      closeRoundId: null,
    };
    expect(toPredictionRound({ ...open, failed: true })).toMatchObject({
      lockPrice: 0n,
      closePrice: 0n,
      lockOracleId: 0n,
      closeOracleId: 0n,
      oracleCalled: false,
      cancelled: true,
    });
  });
});
