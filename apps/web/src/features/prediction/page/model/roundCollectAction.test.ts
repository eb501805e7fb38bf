import { describe, expect, it } from "vitest";
import { testRound } from "../../data/model/predictionTestRounds.ts";
import { roundCollectAction } from "./roundCollectAction.ts";

const round = testRound(2n, {
  oracleCalled: true,
  lockPrice: 600n,
  closePrice: 599n,
  totalAmount: 35n * 10n ** 16n,
  bearAmount: 2n * 10n ** 17n,
  rewardBaseCalAmount: 2n * 10n ** 17n,
  rewardAmount: 3395n * 10n ** 14n,
});
const bet = { position: "Bear", amount: 2n * 10n ** 17n, claimed: false } as const;

describe("roundCollectAction", () => {
  it("offers a winner its share of the reward", () => {
    expect(roundCollectAction(round, { bet, claimStatus: { claimable: true, refundable: false } })).toEqual({
      kind: "collect",
      amount: 3395n * 10n ** 14n,
    });
  });

  it("offers a refund of the whole bet", () => {
    expect(
      roundCollectAction(testRound(4n, { cancelled: true }), {
        bet: { ...bet, amount: 10n ** 17n },
        claimStatus: { claimable: false, refundable: true },
      }),
    ).toEqual({ kind: "reclaim", amount: 10n ** 17n });
  });

  it("offers nothing for a loss, a claimed bet or no bet", () => {
    const lost = { bet, claimStatus: { claimable: false, refundable: false } };
    expect(roundCollectAction(round, lost)).toBeNull();
    expect(
      roundCollectAction(round, {
        bet: { ...bet, claimed: true },
        claimStatus: { claimable: true, refundable: false },
      }),
    ).toBeNull();
    expect(
      roundCollectAction(round, { bet: null, claimStatus: { claimable: false, refundable: false } }),
    ).toBeNull();
    expect(roundCollectAction(round, undefined)).toBeNull();
  });
});
