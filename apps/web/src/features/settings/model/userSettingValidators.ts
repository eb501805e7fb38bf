import { MAX_SLIPPAGE_BPS } from "./parseSlippageInput.ts";
import type { StoredUserSettings } from "./storedUserSettings.ts";
import { isTransactionSpeed } from "./transactionSpeed.ts";

type UserSettingValidators = {
  readonly [Field in keyof StoredUserSettings]: (value: unknown) => value is StoredUserSettings[Field];
};

function isBoolean(value: unknown): value is boolean {
  return typeof value === "boolean";
}

/** The values each setting may hold: what the Settings dialog can produce, and nothing else. */
export const userSettingValidators: UserSettingValidators = {
  slippageBps: (value): value is number =>
    Number.isInteger(value) && (value as number) >= 0 && (value as number) < MAX_SLIPPAGE_BPS,
  deadlineSeconds: (value): value is number => Number.isSafeInteger(value) && (value as number) > 0,
  expertMode: isBoolean,
  expertModeAcknowledged: isBoolean,
  singleHopOnly: isBoolean,
  audioOn: isBoolean,
  transactionSpeed: isTransactionSpeed,
};

export const USER_SETTING_FIELDS = Object.keys(
  userSettingValidators,
) as readonly (keyof StoredUserSettings)[];
