import { describe, expect, it } from "vitest";
import {
  addCollectionToUserRound,
  addPurchaseToRound,
  addPurchaseToUser,
  addPurchaseToUserRound,
  lotteryPurchaseCost,
  NO_LOTTERY_USER_ROUND_TOTALS,
  NO_LOTTERY_USER_TOTALS,
} from "./lotteryTotals.ts";

const CAKE = 10n ** 18n;

describe("lotteryPurchaseCost", () => {
  it("charges what the lottery charged: the price less the linear bulk discount, rounded down", () => {
    const round = { ticketPrice: 2n * CAKE, discountDivisor: 2000n };
    expect(lotteryPurchaseCost(round, 1)).toBe(2n * CAKE);
    // 100 tickets are 4.95% off.
    expect(lotteryPurchaseCost(round, 100)).toBe((200n * CAKE * 9505n) / 10000n);
    expect(lotteryPurchaseCost({ ticketPrice: 10n, discountDivisor: 3n }, 2)).toBe(13n);
  });
});

describe("lottery totals", () => {
  const first = { tickets: 3, firstInRound: true };
  const again = { tickets: 2, firstInRound: false };

  it("counts a round's buyers once, and every ticket and wei of CAKE into its pot", () => {
    const carried = { totalUsers: 0, totalTickets: 0, amountCollectedInCake: 10_000n * CAKE };
    const afterFirst = addPurchaseToRound(carried, first, 6n * CAKE);
    expect(afterFirst).toEqual({ totalUsers: 1, totalTickets: 3, amountCollectedInCake: 10_006n * CAKE });
    expect(addPurchaseToRound(afterFirst, again, 4n * CAKE)).toEqual({
      totalUsers: 1,
      totalTickets: 5,
      amountCollectedInCake: 10_010n * CAKE,
    });
  });

  it("counts a player's rounds once each, and all its tickets and CAKE", () => {
    const user = addPurchaseToUser(addPurchaseToUser(NO_LOTTERY_USER_TOTALS, first, 6n), again, 4n);
    expect(user).toEqual({ totalRounds: 1, totalTickets: 5, totalCake: 10n });
    expect(addPurchaseToUser(user, first, 2n)).toEqual({ totalRounds: 2, totalTickets: 8, totalCake: 12n });
  });

  it("adds a player's purchases in a round, then what it collected, marking the round claimed", () => {
    const bought = addPurchaseToUserRound(
      addPurchaseToUserRound(NO_LOTTERY_USER_ROUND_TOTALS, first, 6n),
      again,
      4n,
    );
    expect(bought).toEqual({
      totalTickets: 5,
      totalCake: 10n,
      claimed: false,
      claimedTickets: 0,
      claimedCake: 0n,
    });
    const collected = addCollectionToUserRound(bought, { tickets: 2, amount: 70n });
    expect(collected).toEqual({
      totalTickets: 5,
      totalCake: 10n,
      claimed: true,
      claimedTickets: 2,
      claimedCake: 70n,
    });
    expect(addCollectionToUserRound(collected, { tickets: 1, amount: 5n })).toMatchObject({
      claimedTickets: 3,
      claimedCake: 75n,
    });
  });

  it("keeps only the totals of a whole row it is given", () => {
    const row = { ...NO_LOTTERY_USER_ROUND_TOTALS, id: "5-0xabc", userId: "0xabc", block: 7n };
    expect(Object.keys(addPurchaseToUserRound(row, first, 1n)).sort()).toEqual(
      ["claimed", "claimedCake", "claimedTickets", "totalCake", "totalTickets"].sort(),
    );
  });
});
