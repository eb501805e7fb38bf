import { describe, expect, it } from "vitest";
import { LOCAL_LOTTERY_SEED_SECRET } from "@griddle/sdk";
import { DEFAULT_KEEPERS_CONFIG, keepersConfigEnv, readKeepersConfig } from "./readKeepersConfig.ts";

describe("readKeepersConfig", () => {
  it("runs every keeper by default: the oracle every 15 s over 60 s, the trader every 20 s, lottery rounds of 5 minutes", () => {
    expect(readKeepersConfig({})).toEqual({
      predictionKeepers: true,
      marketTrader: true,
      oracleIntervalSeconds: 15,
      twapWindowSeconds: 60,
      marketTraderIntervalSeconds: 20,
      lotteryKeeper: true,
      lotteryRoundSeconds: 300,
      lotterySeedSecret: LOCAL_LOTTERY_SEED_SECRET,
      competitionKeeper: true,
      competitionRegistrationSeconds: 180,
      competitionLiveSeconds: 720,
      competitionSeedTrades: true,
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
        LOTTERY_KEEPER: "Off",
        LOTTERY_ROUND_SECONDS: "86400",
        LOTTERY_SEED_SECRET: " a real secret ",
        COMPETITION_KEEPER: "OFF",
        COMPETITION_REGISTRATION_SECONDS: "60",
        COMPETITION_LIVE_SECONDS: "900",
        COMPETITION_SEED_TRADES: "off",
      }),
    ).toEqual({
      predictionKeepers: false,
      marketTrader: false,
      oracleIntervalSeconds: 5,
      twapWindowSeconds: 120,
      marketTraderIntervalSeconds: 3,
      lotteryKeeper: false,
      lotteryRoundSeconds: 86_400,
      lotterySeedSecret: " a real secret ",
      competitionKeeper: false,
      competitionRegistrationSeconds: 60,
      competitionLiveSeconds: 900,
      competitionSeedTrades: false,
    });
  });

  it("treats a blank variable as unset", () => {
    expect(
      readKeepersConfig({
        MARKET_TRADER: "",
        PREDICTION_TWAP_WINDOW_SECONDS: " ",
        LOTTERY_SEED_SECRET: "  ",
      }),
    ).toEqual(DEFAULT_KEEPERS_CONFIG);
  });

  it("takes lottery rounds from a minute to the contract's longest, 4 days and 5 minutes", () => {
    expect(readKeepersConfig({ LOTTERY_ROUND_SECONDS: "60" }).lotteryRoundSeconds).toBe(60);
    expect(readKeepersConfig({ LOTTERY_ROUND_SECONDS: "345900" }).lotteryRoundSeconds).toBe(345_900);
    for (const value of ["59", "345901", "300.5", "five minutes"]) {
      expect(() => readKeepersConfig({ LOTTERY_ROUND_SECONDS: value })).toThrow(
        `LOTTERY_ROUND_SECONDS must be a whole number of seconds from 60 to 345900, got '${value}'.`,
      );
    }
  });

  it("rejects a LOTTERY_KEEPER that is not on or off", () => {
    expect(() => readKeepersConfig({ LOTTERY_KEEPER: "yes" })).toThrow(
      "LOTTERY_KEEPER must be on or off, got 'yes'.",
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
      lotteryKeeper: false,
      lotteryRoundSeconds: 120,
      lotterySeedSecret: "another secret",
      competitionKeeper: true,
      competitionRegistrationSeconds: 30,
      competitionLiveSeconds: 400,
      competitionSeedTrades: false,
    };
    expect(readKeepersConfig(keepersConfigEnv(config))).toEqual(config);
    expect(readKeepersConfig(keepersConfigEnv(DEFAULT_KEEPERS_CONFIG))).toEqual(DEFAULT_KEEPERS_CONFIG);
  });
});
