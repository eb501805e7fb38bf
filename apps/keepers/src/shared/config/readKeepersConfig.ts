import { LOCAL_LOTTERY_ROUND_SECONDS, LOCAL_LOTTERY_SEED_SECRET } from "@griddle/sdk";
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
  /** The lottery's operator keeper (LOTTERY_KEEPER). */
  readonly lotteryKeeper: boolean;
  /** Seconds from a lottery round's start to the end of its sales (LOTTERY_ROUND_SECONDS; 86,400 for the spec's day). */
  readonly lotteryRoundSeconds: number;
  /**
   * The secret every round's seed derives from (LOTTERY_SEED_SECRET): the public local one by default,
   * which the keeper refuses on any chain but the local one.
   */
  readonly lotterySeedSecret: string;
  /** The trading competition's keeper (COMPETITION_KEEPER). */
  readonly competitionKeeper: boolean;
  /** Seconds the competition keeps registration open (COMPETITION_REGISTRATION_SECONDS). */
  readonly competitionRegistrationSeconds: number;
  /** Seconds of live trading (COMPETITION_LIVE_SECONDS). */
  readonly competitionLiveSeconds: number;
  /** Whether the keeper makes the seeded dev accounts' trades once the phase is live (COMPETITION_SEED_TRADES; local chain only). */
  readonly competitionSeedTrades: boolean;
}

export const DEFAULT_KEEPERS_CONFIG: KeepersConfig = {
  predictionKeepers: true,
  marketTrader: true,
  oracleIntervalSeconds: 15,
  twapWindowSeconds: 60,
  marketTraderIntervalSeconds: 20,
  lotteryKeeper: true,
  lotteryRoundSeconds: LOCAL_LOTTERY_ROUND_SECONDS,
  lotterySeedSecret: LOCAL_LOTTERY_SEED_SECRET,
  competitionKeeper: true,
  competitionRegistrationSeconds: 180,
  competitionLiveSeconds: 720,
  competitionSeedTrades: true,
};

/** A day: longer intervals would only ever be typos. */
const MAX_SECONDS = 86_400;
/**
 * A lottery round's length: a minute at least (a round must also outlast the deployment's minimum, which
 * the keeper checks against the chain), the contract's longest (4 days and 5 minutes) at most.
 */
const MIN_LOTTERY_ROUND_SECONDS = 60;
const MAX_LOTTERY_ROUND_SECONDS = 345_900;

function parseSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = raw.trim().toLowerCase();
  if (value === "on") return true;
  if (value === "off") return false;
  throw new KeepersConfigError(`${name} must be on or off, got '${raw}'.`);
}

function parseSeconds(
  name: string,
  raw: string | undefined,
  fallback: number,
  { min = 1, max = MAX_SECONDS }: { readonly min?: number; readonly max?: number } = {},
): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < min || seconds > max) {
    throw new KeepersConfigError(
      `${name} must be a whole number of seconds from ${min} to ${max}, got '${raw}'.`,
    );
  }
  return seconds;
}

/** A secret as given, surrounding blanks and all: only a blank value means unset. */
function parseSecret(raw: string | undefined, fallback: string): string {
  return raw === undefined || raw.trim() === "" ? fallback : raw;
}

/**
 * Reads PREDICTION_KEEPERS, MARKET_TRADER, PREDICTION_ORACLE_INTERVAL_SECONDS,
 * PREDICTION_TWAP_WINDOW_SECONDS, MARKET_TRADER_INTERVAL_SECONDS, LOTTERY_KEEPER, LOTTERY_ROUND_SECONDS
 * LOTTERY_SEED_SECRET, COMPETITION_KEEPER, COMPETITION_REGISTRATION_SECONDS, COMPETITION_LIVE_SECONDS and
 * COMPETITION_SEED_TRADES; a bad value is a one-line error, never a silent default. `npm start` and
 * every keeper process read the same variables through it.
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
    lotteryKeeper: parseSwitch("LOTTERY_KEEPER", env.LOTTERY_KEEPER, defaults.lotteryKeeper),
    lotteryRoundSeconds: parseSeconds(
      "LOTTERY_ROUND_SECONDS",
      env.LOTTERY_ROUND_SECONDS,
      defaults.lotteryRoundSeconds,
      { min: MIN_LOTTERY_ROUND_SECONDS, max: MAX_LOTTERY_ROUND_SECONDS },
    ),
    lotterySeedSecret: parseSecret(env.LOTTERY_SEED_SECRET, defaults.lotterySeedSecret),
    competitionKeeper: parseSwitch("COMPETITION_KEEPER", env.COMPETITION_KEEPER, defaults.competitionKeeper),
    competitionRegistrationSeconds: parseSeconds(
      "COMPETITION_REGISTRATION_SECONDS",
      env.COMPETITION_REGISTRATION_SECONDS,
      defaults.competitionRegistrationSeconds,
    ),
    competitionLiveSeconds: parseSeconds(
      "COMPETITION_LIVE_SECONDS",
      env.COMPETITION_LIVE_SECONDS,
      defaults.competitionLiveSeconds,
    ),
    competitionSeedTrades: parseSwitch(
      "COMPETITION_SEED_TRADES",
      env.COMPETITION_SEED_TRADES,
      defaults.competitionSeedTrades,
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
    LOTTERY_KEEPER: onOff(config.lotteryKeeper),
    LOTTERY_ROUND_SECONDS: String(config.lotteryRoundSeconds),
    LOTTERY_SEED_SECRET: config.lotterySeedSecret,
    COMPETITION_KEEPER: onOff(config.competitionKeeper),
    COMPETITION_REGISTRATION_SECONDS: String(config.competitionRegistrationSeconds),
    COMPETITION_LIVE_SECONDS: String(config.competitionLiveSeconds),
    COMPETITION_SEED_TRADES: onOff(config.competitionSeedTrades),
  };
}
