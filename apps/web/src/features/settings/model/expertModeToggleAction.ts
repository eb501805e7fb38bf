import type { StoredUserSettings } from "./storedUserSettings.ts";

/** The word the user types to turn expert mode on. It is not translated: it is what must be typed. */
export const EXPERT_MODE_CONFIRM_WORD = "confirm";

export type ExpertModeToggleAction = "turnOff" | "turnOn" | "askConfirmation";

/**
 * What a press on the Expert Mode toggle does (spec 000 section 4): turning off is immediate;
 * turning on asks for confirmation unless the user chose 'Don't show this again' before.
 */
export function expertModeToggleAction(
  settings: Pick<StoredUserSettings, "expertMode" | "expertModeAcknowledged">,
): ExpertModeToggleAction {
  if (settings.expertMode) return "turnOff";
  return settings.expertModeAcknowledged ? "turnOn" : "askConfirmation";
}
