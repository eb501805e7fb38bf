import { describe, expect, it } from "vitest";
import { describeRoundEvents } from "./describeRoundEvents.ts";

describe("describeRoundEvents", () => {
  it("tells an executed round: the live one closed, the current one locked, the next started", () => {
    expect(
      describeRoundEvents(
        [
          { eventName: "EndRound", args: { epoch: 7n, roundId: 12n, price: 60_123_000_000n } },
          { eventName: "LockRound", args: { epoch: 8n, roundId: 12n, price: 60_123_000_000n } },
          { eventName: "StartRound", args: { epoch: 9n } },
        ],
        8,
      ),
    ).toBe("round 7 closed at 601.2300 USD, round 8 locked at 601.2300 USD, round 9 started");
  });

  it("tells a catch-up: both unexecuted rounds cancelled, a new one started", () => {
    expect(
      describeRoundEvents(
        [
          { eventName: "CancelRound", args: { epoch: 9n } },
          { eventName: "CancelRound", args: { epoch: 8n } },
          { eventName: "StartRound", args: { epoch: 10n } },
        ],
        8,
      ),
    ).toBe("round 9 cancelled, round 8 cancelled, round 10 started");
  });

  it("says so when nothing changed", () => {
    expect(describeRoundEvents([], 8)).toBe("no round changed");
  });
});
