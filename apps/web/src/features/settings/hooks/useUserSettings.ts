import { useMemo } from "react";
import { useAppChain } from "../../../shared/chain/index.ts";
import { resolveUserSettings, type UserSettings } from "../model/resolveUserSettings.ts";
import { useStoredUserSettings } from "./useStoredUserSettings.ts";

/** The user's settings for the app's chain; the same object until a setting changes. */
export function useUserSettings(): UserSettings {
  const stored = useStoredUserSettings();
  const chainId = useAppChain().id;
  return useMemo(() => resolveUserSettings(stored, chainId), [stored, chainId]);
}
