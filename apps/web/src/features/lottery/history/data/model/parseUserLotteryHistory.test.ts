import { describe, expect, it } from "vitest";
import { EMPTY_USER_LOTTERY_HISTORY, parseUserLotteryHistory } from "./parseUserLotteryHistory.ts";

describe("parseUserLotteryHistory", () => {
  it("reads the player's totals and rounds, newest first as the indexer lists them", () => {
    const history = parseUserLotteryHistory({
      lotteryUser: {
        id: "0xabc",
        totalTickets: 12,
        totalCake: "12000000000000000000",
        rounds: {
          items: [
            {
              id: "4-0xabc",
              claimed: true,
              claimedCake: "5000000000000000000",
              totalTickets: 10,
              lottery: { id: "4", endTime: "1700000300", status: "Claimable" },
            },
            {
              id: "3-0xabc",
              claimed: false,
              claimedCake: "0",
              totalTickets: 2,
              lottery: { id: "3", endTime: "1700000000", status: "Claimable" },
            },
          ],
          pageInfo: { hasNextPage: true, endCursor: "cursor-3" },
        },
      },
    });
    expect(history.totalCake).toBe(12n * 10n ** 18n);
    expect(history.rounds.map(({ lotteryId }) => lotteryId)).toEqual([4n, 3n]);
    expect(history.rounds[0]).toMatchObject({
      endTime: 1_700_000_300,
      claimed: true,
      claimedCake: 5n * 10n ** 18n,
    });
    expect(history.nextCursor).toBe("cursor-3");
  });

  it("has no next page after the oldest rounds", () => {
    const history = parseUserLotteryHistory({
      lotteryUser: {
        id: "0xabc",
        totalTickets: 0,
        totalCake: "0",
        rounds: { items: [], pageInfo: { hasNextPage: false, endCursor: "cursor-x" } },
      },
    });
    expect(history.nextCursor).toBeNull();
  });

  it("gives the empty record for a player the indexer does not know", () => {
    expect(parseUserLotteryHistory({ lotteryUser: null })).toBe(EMPTY_USER_LOTTERY_HISTORY);
  });

  it("refuses another shape", () => {
    expect(() => parseUserLotteryHistory({ lotteryUser: { rounds: {} } })).toThrow("another shape");
    expect(() => parseUserLotteryHistory({ lotteryUser: { rounds: { items: [] } } })).toThrow(
      "another shape",
    );
  });
});
