import { describe, expect, it } from "vitest";
import {
  addBetToTotals,
  addClaimToTotals,
  addSettlementToTotals,
  NO_PREDICTION_TOTALS,
} from "./predictionUserTotals.ts";

describe("prediction user totals", () => {
  it("counts each bet and its side at once", () => {
    const totals = [
      { position: "Bull", amount: 10n },
      { position: "Bear", amount: 5n },
      { position: "Bull", amount: 1n },
    ].reduce(
      (sum, bet) => addBetToTotals(sum, bet as { position: "Bull" | "Bear"; amount: bigint }),
      NO_PREDICTION_TOTALS,
    );
    expect(totals).toEqual({
      ...NO_PREDICTION_TOTALS,
      totalBets: 3,
      totalBetsBull: 2,
      totalBetsBear: 1,
      totalBNB: 16n,
    });
  });

  it("counts wins and losses when rounds settle, and nets what they return less what they staked", () => {
    const won = addSettlementToTotals(NO_PREDICTION_TOTALS, 10n, { outcome: "won", payout: 29n });
    const lost = addSettlementToTotals(won, 5n, { outcome: "lost", payout: 0n });
    const refunded = addSettlementToTotals(lost, 7n, { outcome: "refunded", payout: 7n });
    expect(refunded).toMatchObject({ roundsWon: 1, roundsLost: 1, netBNB: 19n - 5n });
  });

  it("returns the totals alone when given a whole row, so an update never touches the row's key", () => {
    const row = { id: "0xabc", block: 7n, ...NO_PREDICTION_TOTALS };
    expect(addBetToTotals(row, { position: "Bear", amount: 2n })).not.toHaveProperty("id");
  });

  it("adds claims to the collected total, and the last claimer's remainder to the net", () => {
    const settled = { ...NO_PREDICTION_TOTALS, netBNB: 19n };
    expect(addClaimToTotals(settled, 29n, 29n)).toMatchObject({ totalBNBClaimed: 29n, netBNB: 19n });
    expect(addClaimToTotals(settled, 30n, 29n)).toMatchObject({ totalBNBClaimed: 30n, netBNB: 20n });
  });
});
