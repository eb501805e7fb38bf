import type { TransactionSpeed } from "./transactionSpeed.ts";

/** 0.5% (spec 000 section 9). */
export const DEFAULT_SLIPPAGE_BPS = 50;

/** 20 minutes (spec 000 section 9). */
export const DEFAULT_DEADLINE_SECONDS = 1200;

/** What the Settings dialog persists. Other features read `UserSettings`, which adds derived values. */
export interface StoredUserSettings {
  readonly slippageBps: number;
  readonly deadlineSeconds: number;
  readonly expertMode: boolean;
  /** Set by 'Don't show this again': later turns to expert mode skip the warning and the prompt. */
  readonly expertModeAcknowledged: boolean;
  readonly singleHopOnly: boolean;
  readonly audioOn: boolean;
  readonly transactionSpeed: TransactionSpeed;
}

export const DEFAULT_STORED_USER_SETTINGS: StoredUserSettings = {
  slippageBps: DEFAULT_SLIPPAGE_BPS,
  deadlineSeconds: DEFAULT_DEADLINE_SECONDS,
  expertMode: false,
  expertModeAcknowledged: false,
  singleHopOnly: false,
  audioOn: true,
  transactionSpeed: "standard",
};
