import { DEFAULT_KEEPERS_CONFIG } from "@griddle/keepers";
import { describe, expect, it } from "vitest";
import { describeKeepers } from "./describeKeepers.ts";

describe("describeKeepers", () => {
  it("names every keeper that runs, with how often it acts", () => {
    expect(describeKeepers(DEFAULT_KEEPERS_CONFIG)).toBe(
      "prediction oracle (every 15 s, TWAP over 60 s), prediction operator, market trader (every 20 s), " +
        "lottery operator (rounds of 300 s)",
    );
    expect(
      describeKeepers({
        ...DEFAULT_KEEPERS_CONFIG,
        predictionKeepers: false,
        marketTraderIntervalSeconds: 5,
        lotteryRoundSeconds: 86_400,
      }),
    ).toBe("market trader (every 5 s), lottery operator (rounds of 86400 s)");
  });

  it("says how to turn them back on when none runs", () => {
    expect(
      describeKeepers({
        ...DEFAULT_KEEPERS_CONFIG,
        predictionKeepers: false,
        marketTrader: false,
        lotteryKeeper: false,
      }),
    ).toBe("off (PREDICTION_KEEPERS=off, MARKET_TRADER=off, LOTTERY_KEEPER=off)");
  });
});
