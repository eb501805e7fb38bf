import type { KeepersConfig } from "./readKeepersConfig.ts";

/** Every keeper process: the prediction game's two, then the market's. */
export const KEEPER_NAMES = ["prediction-oracle", "prediction-operator", "market-trader"] as const;

/** A keeper process, named as its log prefix: '[prediction-operator] …'. */
export type KeeperName = (typeof KEEPER_NAMES)[number];

/** The keepers `config` turns on, in the order of KEEPER_NAMES. */
export function enabledKeepers(config: KeepersConfig): KeeperName[] {
  return KEEPER_NAMES.filter((name) =>
    name === "market-trader" ? config.marketTrader : config.predictionKeepers,
  );
}
