export { SettingsButton } from "./components/SettingsButton.tsx";
export { SettingsDialog, type SettingsDialogProps } from "./components/SettingsDialog.tsx";
export { useUpdateUserSettings } from "./hooks/useUpdateUserSettings.ts";
export { useUserSettings } from "./hooks/useUserSettings.ts";
export { InvalidUserSettingError } from "./model/InvalidUserSettingError.ts";
export type { UserSettings } from "./model/resolveUserSettings.ts";
export {
  DEFAULT_DEADLINE_SECONDS,
  DEFAULT_SLIPPAGE_BPS,
  type StoredUserSettings,
} from "./model/storedUserSettings.ts";
export type { TransactionSpeed } from "./model/transactionSpeed.ts";
