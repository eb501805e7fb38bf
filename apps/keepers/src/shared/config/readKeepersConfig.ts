import { KeepersConfigError } from "./KeepersConfigError.ts";

/** Which local keepers run and how often they act. Every value can be set by environment variable. */
export interface KeepersConfig {
  /** The prediction game's operator and oracle keepers (PREDICTION_KEEPERS). */
  readonly predictionKeepers: boolean;
  /** The market trader's small random BNB-BUSD swaps (MARKET_TRADER). */
  readonly marketTrader: boolean;
  /** Seconds between the oracle keeper's regular price submissions (PREDICTION_ORACLE_INTERVAL_SECONDS). */
  readonly oracleIntervalSeconds: number;
  /** Seconds the submitted price is averaged over (PREDICTION_TWAP_WINDOW_SECONDS). */
  readonly twapWindowSeconds: number;
  /** Seconds between the market trader's swaps (MARKET_TRADER_INTERVAL_SECONDS). */
  readonly marketTraderIntervalSeconds: number;
}

export const DEFAULT_KEEPERS_CONFIG: KeepersConfig = {
  predictionKeepers: true,
  marketTrader: true,
  oracleIntervalSeconds: 15,
  twapWindowSeconds: 60,
  marketTraderIntervalSeconds: 20,
};

/** A day: longer intervals would only ever be typos. */
const MAX_SECONDS = 86_400;

function parseSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = raw.trim().toLowerCase();
  if (value === "on") return true;
  if (value === "off") return false;
  throw new KeepersConfigError(`${name} must be on or off, got '${raw}'.`);
}

function parseSeconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SECONDS) {
    throw new KeepersConfigError(
      `${name} must be a whole number of seconds from 1 to ${MAX_SECONDS}, got '${raw}'.`,
    );
  }
  return seconds;
}

/**
 * Reads PREDICTION_KEEPERS, MARKET_TRADER, PREDICTION_ORACLE_INTERVAL_SECONDS,
 * PREDICTION_TWAP_WINDOW_SECONDS and MARKET_TRADER_INTERVAL_SECONDS; a bad value is a one-line error,
 * never a silent default. `npm start` and every keeper process read the same variables through it.
 */
export function readKeepersConfig(env: Record<string, string | undefined>): KeepersConfig {
  const defaults = DEFAULT_KEEPERS_CONFIG;
  return {
    predictionKeepers: parseSwitch("PREDICTION_KEEPERS", env.PREDICTION_KEEPERS, defaults.predictionKeepers),
    marketTrader: parseSwitch("MARKET_TRADER", env.MARKET_TRADER, defaults.marketTrader),
    oracleIntervalSeconds: parseSeconds(
      "PREDICTION_ORACLE_INTERVAL_SECONDS",
      env.PREDICTION_ORACLE_INTERVAL_SECONDS,
      defaults.oracleIntervalSeconds,
    ),
    twapWindowSeconds: parseSeconds(
      "PREDICTION_TWAP_WINDOW_SECONDS",
      env.PREDICTION_TWAP_WINDOW_SECONDS,
      defaults.twapWindowSeconds,
    ),
    marketTraderIntervalSeconds: parseSeconds(
      "MARKET_TRADER_INTERVAL_SECONDS",
      env.MARKET_TRADER_INTERVAL_SECONDS,
      defaults.marketTraderIntervalSeconds,
    ),
  };
}

/** The variables that make readKeepersConfig return `config`: how the stack hands it to each keeper process. */
export function keepersConfigEnv(config: KeepersConfig): Record<string, string> {
  const onOff = (on: boolean) => (on ? "on" : "off");
  return {
    PREDICTION_KEEPERS: onOff(config.predictionKeepers),
    MARKET_TRADER: onOff(config.marketTrader),
    PREDICTION_ORACLE_INTERVAL_SECONDS: String(config.oracleIntervalSeconds),
    PREDICTION_TWAP_WINDOW_SECONDS: String(config.twapWindowSeconds),
    MARKET_TRADER_INTERVAL_SECONDS: String(config.marketTraderIntervalSeconds),
  };
}
