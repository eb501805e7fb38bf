import { describe, expect, it } from "vitest";
import { describeTicketCost } from "./describeTicketCost.ts";

const CAKE = 10n ** 18n;

describe("describeTicketCost", () => {
  it("charges the full price for one ticket", () => {
    expect(describeTicketCost(1, CAKE, 2_000n)).toEqual({
      total: CAKE,
      fullPrice: CAKE,
      discountBasisPoints: 0,
    });
  });

  it("gives the spec's linear discounts: 2 tickets 0.05%, 50 tickets 2.45%, 100 tickets 4.95%", () => {
    expect(describeTicketCost(2, CAKE, 2_000n).discountBasisPoints).toBe(5);
    expect(describeTicketCost(50, CAKE, 2_000n).discountBasisPoints).toBe(245);
    const hundred = describeTicketCost(100, CAKE, 2_000n);
    expect(hundred.discountBasisPoints).toBe(495);
    expect(hundred.total).toBe((100n * CAKE * 1_901n) / 2_000n);
    expect(hundred.fullPrice).toBe(100n * CAKE);
  });
});
