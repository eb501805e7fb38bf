import { describe, expect, it } from "vitest";
import { applyLocalMarks, NO_LOCAL_MARKS } from "./applyLocalMarks.ts";
import type { AccountRound } from "./PredictionMarket.ts";

const won: AccountRound = {
  bet: { position: "Bull", amount: 5n, claimed: false },
  claimStatus: { claimable: true, refundable: false },
};
const none: AccountRound = { bet: null, claimStatus: { claimable: false, refundable: false } };

describe("applyLocalMarks", () => {
  it("shows a mined bet before the chain's next read does", () => {
    const bet = { position: "Bear", amount: 7n, claimed: false } as const;
    const marked = applyLocalMarks(new Map([[8n, none]]), {
      ...NO_LOCAL_MARKS,
      entered: new Map([[8n, bet]]),
    });
    expect(marked.get(8n)).toEqual({ bet, claimStatus: { claimable: false, refundable: false } });
  });

  it("keeps the chain's bet once it shows one", () => {
    const chainBet: AccountRound = { ...none, bet: { position: "Bull", amount: 9n, claimed: false } };
    const marked = applyLocalMarks(new Map([[8n, chainBet]]), {
      ...NO_LOCAL_MARKS,
      entered: new Map([[8n, { position: "Bull", amount: 9n, claimed: false }]]),
    });
    expect(marked.get(8n)).toBe(chainBet);
  });

  it("marks a collected round claimed: nothing is left to collect in it", () => {
    const marked = applyLocalMarks(new Map([[2n, won]]), { ...NO_LOCAL_MARKS, claimed: new Set([2n]) });
    expect(marked.get(2n)).toEqual({
      bet: { position: "Bull", amount: 5n, claimed: true },
      claimStatus: { claimable: false, refundable: false },
    });
  });

  it("changes nothing without marks", () => {
    const rounds = new Map([[2n, won]]);
    expect(applyLocalMarks(rounds, NO_LOCAL_MARKS)).toBe(rounds);
  });
});
