import { describe, expect, it } from "vitest";
import { enabledKeepers } from "./enabledKeepers.ts";
import { DEFAULT_KEEPERS_CONFIG } from "./readKeepersConfig.ts";

describe("enabledKeepers", () => {
  it("runs every keeper by default: the prediction oracle and operator, then the market trader", () => {
    expect(enabledKeepers(DEFAULT_KEEPERS_CONFIG)).toEqual([
      "prediction-oracle",
      "prediction-operator",
      "market-trader",
    ]);
  });

  it("leaves out what is switched off", () => {
    expect(enabledKeepers({ ...DEFAULT_KEEPERS_CONFIG, marketTrader: false })).toEqual([
      "prediction-oracle",
      "prediction-operator",
    ]);
    expect(enabledKeepers({ ...DEFAULT_KEEPERS_CONFIG, predictionKeepers: false })).toEqual([
      "market-trader",
    ]);
    expect(
      enabledKeepers({ ...DEFAULT_KEEPERS_CONFIG, predictionKeepers: false, marketTrader: false }),
    ).toEqual([]);
  });
});
