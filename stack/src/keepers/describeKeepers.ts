import { enabledKeepers, type KeepersConfig } from "@griddle/keepers";

/** The ready banner's account of the keepers: what runs, and how often. */
export function describeKeepers(config: KeepersConfig): string {
  const parts = enabledKeepers(config).map((name) => {
    switch (name) {
      case "prediction-oracle":
        return `prediction oracle (every ${config.oracleIntervalSeconds} s, TWAP over ${config.twapWindowSeconds} s)`;
      case "prediction-operator":
        return "prediction operator";
      case "market-trader":
        return `market trader (every ${config.marketTraderIntervalSeconds} s)`;
      case "lottery-operator":
        return `lottery operator (rounds of ${config.lotteryRoundSeconds} s)`;
      case "competition-operator":
        return `competition operator (registration ${config.competitionRegistrationSeconds} s, live ${config.competitionLiveSeconds} s)`;
    }
  });
  return parts.length === 0
    ? "off (PREDICTION_KEEPERS=off, MARKET_TRADER=off, LOTTERY_KEEPER=off, COMPETITION_KEEPER=off)"
    : parts.join(", ");
}
