import type { KeepersConfig } from "./readKeepersConfig.ts";

/** Every keeper process, in the order the stack starts them. */
export const KEEPER_NAMES = ["prediction-oracle", "prediction-operator", "market-trader"] as const;

/** A keeper process, named as its log prefix: '[prediction-operator] …'. */
export type KeeperName = (typeof KEEPER_NAMES)[number];

/**
 * The keepers `config` turns on, in start order: the oracle before the operator, so the first lock
 * after a start already finds an answer from it.
 */
export function enabledKeepers(config: KeepersConfig): KeeperName[] {
  return KEEPER_NAMES.filter((name) =>
    name === "market-trader" ? config.marketTrader : config.predictionKeepers,
  );
}
