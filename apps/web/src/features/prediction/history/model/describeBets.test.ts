import { describe, expect, it } from "vitest";
import type { BetHistoryEntry } from "../data/model/BetHistoryEntry.ts";
import { PARSED_BET, PARSED_ROUND } from "../testing/betHistoryFixtures.ts";
import { describeBets } from "./describeBets.ts";

const bnb = (thousandths: bigint) => thousandths * 10n ** 15n;
// Round 2 closed down: 0.2 BNB on Bear shares a 0.3395 BNB reward.
const wonUnclaimed: BetHistoryEntry = {
  ...PARSED_BET,
  claimed: false,
  claimedHash: null,
  claimedAmount: null,
};
const withRound = (round: Partial<BetHistoryEntry["round"]>, bet: Partial<BetHistoryEntry> = {}) => ({
  ...wonUnclaimed,
  ...bet,
  round: { ...PARSED_ROUND, ...round },
});

describe("describeBets", () => {
  it("gives a win its collect amount less the bet, and marks it collectable until claimed", () => {
    const [row] = describeBets([wonUnclaimed], 9n);
    expect(row).toEqual({
      id: PARSED_BET.id,
      epoch: 2n,
      position: "Bear",
      amount: bnb(200n),
      result: "win",
      claimed: false,
      collectable: true,
      pnl: bnb(139n) + 5n * 10n ** 14n,
      hash: PARSED_BET.hash,
    });
  });

  it("takes a collected win's figure from what its claim paid", () => {
    const [row] = describeBets([PARSED_BET], 9n);
    expect(row).toMatchObject({ result: "win", claimed: true, collectable: false, pnl: bnb(139n) });
  });

  it("loses the whole bet on the other side", () => {
    const [row] = describeBets([{ ...wonUnclaimed, position: "Bull" }], 9n);
    expect(row).toMatchObject({ result: "lose", collectable: false, pnl: -bnb(200n) });
  });

  it("makes nothing and refunds the bet when the round was canceled or nobody won", () => {
    const canceled = withRound({
      failed: true,
      closePrice: null,
      position: null,
      rewardBaseCalAmount: 0n,
      rewardAmount: 0n,
    });
    const tie = withRound({
      closePrice: PARSED_ROUND.lockPrice,
      position: "House",
      rewardBaseCalAmount: 0n,
      rewardAmount: 0n,
    });
    expect(describeBets([canceled, tie], 9n)).toMatchObject([
      { result: "canceled", collectable: true, pnl: 0n },
      { result: "refund", collectable: true, pnl: 0n },
    ]);
  });

  it("has no figure yet for a bet whose round is live or open", () => {
    const live = withRound({
      epoch: 8n,
      closePrice: null,
      position: null,
      rewardBaseCalAmount: 0n,
      rewardAmount: 0n,
    });
    expect(describeBets([live], 9n)).toMatchObject([{ result: "live", collectable: false, pnl: null }]);
  });

  it("counts the newest round bet in as current until the game's epoch is known", () => {
    const live = withRound({
      epoch: 8n,
      closePrice: null,
      position: null,
      rewardBaseCalAmount: 0n,
      rewardAmount: 0n,
    });
    expect(describeBets([live, wonUnclaimed], undefined).map((row) => row.result)).toEqual(["live", "win"]);
  });
});
