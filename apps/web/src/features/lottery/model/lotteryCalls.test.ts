import { describe, expect, it } from "vitest";
import { buildBuyTicketsCall, buildClaimRefundsCall, buildClaimTicketsCall } from "./lotteryCalls.ts";

const LOTTERY = "0x4A679253410272dd5232B3Ff7cF5dbB88f295319";

describe("lottery calls", () => {
  it("buys one ticket per number", () => {
    const call = buildBuyTicketsCall(LOTTERY, 3n, [1_000_001, 1_999_999]);
    expect(call).toMatchObject({
      address: LOTTERY,
      functionName: "buyTickets",
      args: [3n, [1_000_001, 1_999_999]],
    });
  });

  it("claims tickets with their brackets side by side", () => {
    const call = buildClaimTicketsCall(LOTTERY, 2n, [
      { id: 5n, bracket: 0 },
      { id: 9n, bracket: 5 },
    ]);
    expect(call).toMatchObject({ functionName: "claimTickets", args: [2n, [5n, 9n], [0, 5]] });
  });

  it("reclaims a cancelled round's tickets by id", () => {
    const call = buildClaimRefundsCall(LOTTERY, 3n, [12n, 13n]);
    expect(call).toMatchObject({ functionName: "claimRefunds", args: [3n, [12n, 13n]] });
  });
});
