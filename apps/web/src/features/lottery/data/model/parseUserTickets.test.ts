import { describe, expect, it } from "vitest";
import { parseUserTickets } from "./parseUserTickets.ts";

describe("parseUserTickets", () => {
  it("pairs ids, numbers and paid flags, oldest ticket first", () => {
    expect(parseUserTickets([[7n, 6n], [1_000_007, 1_000_006], [true, false], 6n])).toEqual([
      { id: 6n, number: 1_000_006, claimed: false },
      { id: 7n, number: 1_000_007, claimed: true },
    ]);
  });

  it("gives no tickets for a failed read", () => {
    expect(parseUserTickets(null)).toEqual([]);
  });
});
