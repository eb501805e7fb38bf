import { InvalidUserSettingError } from "./InvalidUserSettingError.ts";
import type { StoredUserSettings } from "./storedUserSettings.ts";
import { userSettingValidators } from "./userSettingValidators.ts";

/**
 * The settings after `patch`; fields set to undefined are left as they are. Returns `current`
 * itself when nothing changes, so subscribers are not woken for nothing.
 * @throws InvalidUserSettingError when a value is outside what its setting allows.
 */
export function applyUserSettingsPatch(
  current: StoredUserSettings,
  patch: Partial<StoredUserSettings>,
): StoredUserSettings {
  let next = current;
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (!Object.hasOwn(userSettingValidators, field)) throw new InvalidUserSettingError(field, value);
    const isValid = userSettingValidators[field as keyof StoredUserSettings];
    if (!isValid(value)) throw new InvalidUserSettingError(field, value);
    if (next[field as keyof StoredUserSettings] !== value) next = { ...next, [field]: value };
  }
  return next;
}
