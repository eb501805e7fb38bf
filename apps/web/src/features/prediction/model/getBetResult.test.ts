import { describe, expect, it } from "vitest";
import { getBetResult, isBetCollectable, winningPosition } from "./getBetResult.ts";
import type { PredictionBet, PredictionRound } from "./PredictionRound.ts";

const closed: PredictionRound = {
  epoch: 5n,
  startBlock: 500n,
  lockBlock: 600n,
  endBlock: 700n,
  lockPrice: 600_00000000n,
  closePrice: 601_00000000n,
  lockOracleId: 7n,
  closeOracleId: 9n,
  totalAmount: 3n * 10n ** 17n,
  bullAmount: 10n ** 17n,
  bearAmount: 2n * 10n ** 17n,
  rewardBaseCalAmount: 10n ** 17n,
  rewardAmount: 291n * 10n ** 15n,
  oracleCalled: true,
  cancelled: false,
  rewardRate: 97n,
  treasuryRate: 3n,
};
const bull: PredictionBet = { position: "Bull", amount: 10n ** 17n, claimed: false };
const bear: PredictionBet = { position: "Bear", amount: 2n * 10n ** 17n, claimed: false };

describe("getBetResult", () => {
  it("wins on the side of the price's move and loses on the other", () => {
    expect(getBetResult(closed, bull, 8n)).toBe("win");
    expect(getBetResult(closed, bear, 8n)).toBe("lose");
    expect(
      getBetResult({ ...closed, closePrice: 599_00000000n, rewardBaseCalAmount: bear.amount }, bear, 8n),
    ).toBe("win");
  });

  it("is canceled for a failed round, whatever the epoch", () => {
    expect(getBetResult({ ...closed, cancelled: true, oracleCalled: false }, bull, 6n)).toBe("canceled");
  });

  it("is live while the round is current or the one before it and not closed", () => {
    const open = {
      ...closed,
      oracleCalled: false,
      closePrice: 0n,
      rewardBaseCalAmount: 0n,
      rewardAmount: 0n,
    };
    expect(getBetResult(open, bull, 5n)).toBe("live");
    expect(getBetResult(open, bull, 6n)).toBe("live");
  });

  it("is a refund when nobody won: a tie, or nobody on the winning side", () => {
    const tie = { ...closed, closePrice: closed.lockPrice, rewardBaseCalAmount: 0n, rewardAmount: 0n };
    expect(getBetResult(tie, bull, 8n)).toBe("refund");
    expect(winningPosition(tie)).toBeNull();
  });
});

describe("isBetCollectable", () => {
  it("collects wins and refunds once, never losses", () => {
    expect(isBetCollectable(closed, bull, 8n)).toBe(true);
    expect(isBetCollectable(closed, { ...bull, claimed: true }, 8n)).toBe(false);
    expect(isBetCollectable(closed, bear, 8n)).toBe(false);
    expect(isBetCollectable({ ...closed, cancelled: true }, bear, 8n)).toBe(true);
    expect(isBetCollectable(closed, { ...bull, amount: 0n }, 8n)).toBe(false);
  });
});
