import { DEFAULT_KEEPERS_CONFIG } from "@griddle/keepers";
import { describe, expect, it } from "vitest";
import { describeKeepers } from "./describeKeepers.ts";

describe("describeKeepers", () => {
  it("names every keeper that runs, with how often it acts", () => {
    expect(describeKeepers(DEFAULT_KEEPERS_CONFIG)).toBe(
      "prediction oracle (every 15 s, TWAP over 60 s), prediction operator, market trader (every 20 s), " +
        "lottery operator (rounds of 300 s), competition operator (registration 180 s, live 720 s)",
    );
    expect(
      describeKeepers({
        ...DEFAULT_KEEPERS_CONFIG,
        predictionKeepers: false,
        marketTraderIntervalSeconds: 5,
        lotteryRoundSeconds: 86_400,
        competitionKeeper: false,
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
        competitionKeeper: false,
      }),
    ).toBe("off (PREDICTION_KEEPERS=off, MARKET_TRADER=off, LOTTERY_KEEPER=off, COMPETITION_KEEPER=off)");
  });
});
