import type { KeepersConfig } from "./readKeepersConfig.ts";

/** Every keeper process: the prediction game's two, the market's, the lottery's, then the competition's. */
export const KEEPER_NAMES = [
  "prediction-oracle",
  "prediction-operator",
  "market-trader",
  "lottery-operator",
  "competition-operator",
] as const;

/** A keeper process, named as its log prefix: '[prediction-operator] …'. */
export type KeeperName = (typeof KEEPER_NAMES)[number];

/** The keepers `config` turns on, in the order of KEEPER_NAMES. */
export function enabledKeepers(config: KeepersConfig): KeeperName[] {
  return KEEPER_NAMES.filter((name) => {
    switch (name) {
      case "prediction-oracle":
      case "prediction-operator":
        return config.predictionKeepers;
      case "market-trader":
        return config.marketTrader;
      case "lottery-operator":
        return config.lotteryKeeper;
      case "competition-operator":
        return config.competitionKeeper;
    }
  });
}
