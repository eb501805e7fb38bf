import { describe, expect, it } from "vitest";
import { DEFAULT_KEEPERS_CONFIG, keepersConfigEnv, readKeepersConfig } from "./readKeepersConfig.ts";

describe("readKeepersConfig", () => {
  it("runs every keeper by default: the oracle every 15 s over 60 s, the trader every 20 s", () => {
    expect(readKeepersConfig({})).toEqual({
      predictionKeepers: true,
      marketTrader: true,
      oracleIntervalSeconds: 15,
      twapWindowSeconds: 60,
      marketTraderIntervalSeconds: 20,
    });
  });

  it("takes every setting from the environment, switches in any case", () => {
    expect(
      readKeepersConfig({
        PREDICTION_KEEPERS: "OFF",
        MARKET_TRADER: " off ",
        PREDICTION_ORACLE_INTERVAL_SECONDS: "5",
        PREDICTION_TWAP_WINDOW_SECONDS: "120",
        MARKET_TRADER_INTERVAL_SECONDS: "3",
      }),
    ).toEqual({
      predictionKeepers: false,
      marketTrader: false,
      oracleIntervalSeconds: 5,
      twapWindowSeconds: 120,
      marketTraderIntervalSeconds: 3,
    });
  });

  it("treats a blank variable as unset", () => {
    expect(readKeepersConfig({ MARKET_TRADER: "", PREDICTION_TWAP_WINDOW_SECONDS: " " })).toEqual(
      DEFAULT_KEEPERS_CONFIG,
    );
  });

  it.each(["yes", "true", "1", "enabled"])("rejects MARKET_TRADER=%s with a clear message", (value) => {
    expect(() => readKeepersConfig({ MARKET_TRADER: value })).toThrow(
      `MARKET_TRADER must be on or off, got '${value}'.`,
    );
  });

  it("rejects a PREDICTION_KEEPERS that is not on or off", () => {
    expect(() => readKeepersConfig({ PREDICTION_KEEPERS: "maybe" })).toThrow(
      "PREDICTION_KEEPERS must be on or off, got 'maybe'.",
    );
  });

  it.each([
    ["PREDICTION_ORACLE_INTERVAL_SECONDS", "0"],
    ["PREDICTION_ORACLE_INTERVAL_SECONDS", "1.5"],
    ["PREDICTION_TWAP_WINDOW_SECONDS", "-60"],
    ["PREDICTION_TWAP_WINDOW_SECONDS", "a minute"],
    ["MARKET_TRADER_INTERVAL_SECONDS", "86401"],
  ])("rejects %s=%s with a clear message", (name, value) => {
    expect(() => readKeepersConfig({ [name]: value })).toThrow(
      `${name} must be a whole number of seconds from 1 to 86400, got '${value}'.`,
    );
  });

  it("is given back by the variables keepersConfigEnv writes", () => {
    const config = {
      predictionKeepers: false,
      marketTrader: true,
      oracleIntervalSeconds: 7,
      twapWindowSeconds: 30,
      marketTraderIntervalSeconds: 2,
    };
    expect(readKeepersConfig(keepersConfigEnv(config))).toEqual(config);
    expect(readKeepersConfig(keepersConfigEnv(DEFAULT_KEEPERS_CONFIG))).toEqual(DEFAULT_KEEPERS_CONFIG);
  });
});
