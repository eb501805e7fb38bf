import { describe, expect, it } from "vitest";
import { settleBet, type RoundSettlement } from "./settleBet.ts";

const bnb = (tenths: bigint) => tenths * 10n ** 17n;
// 0.1 BNB on Bull against 0.2 on Bear; Bull won; 3% to the treasury.
const bullWon: RoundSettlement = {
  failed: false,
  position: "Bull",
  rewardBaseCalAmount: bnb(1n),
  rewardAmount: 291n * 10n ** 15n,
};

describe("settleBet", () => {
  it("pays the winning side its share of the reward, rounded down", () => {
    expect(settleBet({ position: "Bull", amount: bnb(1n) }, bullWon)).toEqual({
      outcome: "won",
      payout: 291n * 10n ** 15n,
    });
    expect(
      settleBet({ position: "Bull", amount: 1n }, { ...bullWon, rewardBaseCalAmount: 3n, rewardAmount: 10n }),
    ).toEqual({ outcome: "won", payout: 3n });
  });

  it("pays the losing side nothing", () => {
    expect(settleBet({ position: "Bear", amount: bnb(2n) }, bullWon)).toEqual({
      outcome: "lost",
      payout: 0n,
    });
  });

  it("refunds every bet of a canceled round, a tie, or a round nobody won", () => {
    const canceled = { failed: true, position: null, rewardBaseCalAmount: 0n, rewardAmount: 0n };
    const tie = { failed: false, position: "House", rewardBaseCalAmount: 0n, rewardAmount: 0n } as const;
    const nobodyOnBull = { ...bullWon, rewardBaseCalAmount: 0n, rewardAmount: 0n };
    for (const round of [canceled, tie, nobodyOnBull]) {
      expect(settleBet({ position: "Bear", amount: 5n }, round)).toEqual({ outcome: "refunded", payout: 5n });
    }
  });
});
