import { describe, expect, it } from "vitest";
import { parseUserTickets } from "./parseUserTickets.ts";

describe("parseUserTickets", () => {
  it("pairs ids, numbers and paid flags, oldest ticket first", () => {
    expect(parseUserTickets([[[7n, 6n], [1_000_007, 1_000_006], [true, false], 6n]])).toEqual([
      { id: 6n, number: 1_000_006, claimed: false },
      { id: 7n, number: 1_000_007, claimed: true },
    ]);
  });

  it("joins the pages and counts a ticket on two pages once", () => {
    expect(
      parseUserTickets([
        [[9n, 8n], [1_000_009, 1_000_008], [false, false], 8n],
        [[8n, 3n], [1_000_008, 1_000_003], [false, true], 3n],
      ]).map(({ id }) => id),
    ).toEqual([3n, 8n, 9n]);
  });

  it("gives no tickets for a failed read, and skips a failed page", () => {
    expect(parseUserTickets([null])).toEqual([]);
    expect(parseUserTickets([[[5n], [1_000_005], [false], 5n], null])).toEqual([
      { id: 5n, number: 1_000_005, claimed: false },
    ]);
  });
});
