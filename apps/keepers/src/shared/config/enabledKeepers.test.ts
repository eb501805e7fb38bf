import { describe, expect, it } from "vitest";
import { enabledKeepers } from "./enabledKeepers.ts";
import { DEFAULT_KEEPERS_CONFIG } from "./readKeepersConfig.ts";

describe("enabledKeepers", () => {
  it("runs every keeper by default: the prediction oracle and operator, the market trader, the lottery and competition operators", () => {
    expect(enabledKeepers(DEFAULT_KEEPERS_CONFIG)).toEqual([
      "prediction-oracle",
      "prediction-operator",
      "market-trader",
      "lottery-operator",
      "competition-operator",
    ]);
  });

  it("leaves out what is switched off", () => {
    expect(enabledKeepers({ ...DEFAULT_KEEPERS_CONFIG, marketTrader: false, lotteryKeeper: false })).toEqual([
      "prediction-oracle",
      "prediction-operator",
      "competition-operator",
    ]);
    expect(enabledKeepers({ ...DEFAULT_KEEPERS_CONFIG, predictionKeepers: false })).toEqual([
      "market-trader",
      "lottery-operator",
      "competition-operator",
    ]);
    expect(
      enabledKeepers({
        ...DEFAULT_KEEPERS_CONFIG,
        predictionKeepers: false,
        marketTrader: false,
        lotteryKeeper: false,
        competitionKeeper: false,
      }),
    ).toEqual([]);
  });
});
