import type { StakingTab } from "../../../staking/index.ts";

/**
 * The user setting 'farm staked-only' (spec 000 sections 3 and 9): on, off, or 'onFinished', the
 * default, which is on for the Finished tab only, where a farm matters only while you still have LP in it.
 */
export type FarmStakedOnlySetting = "onFinished" | "true" | "false";

export const FARMS_VIEW_MODE_STORAGE_KEY = "griddle:farms-view-mode";
export const FARMS_STAKED_ONLY_STORAGE_KEY = "griddle:farms-staked-only";

/** A stored setting; anything else (absent, corrupt, an old format) is the default 'onFinished'. */
export function parseFarmStakedOnly(stored: string | null): FarmStakedOnlySetting {
  return stored === "true" || stored === "false" ? stored : "onFinished";
}

/** Whether the toggle is on for `tab`. */
export function isFarmStakedOnly(setting: FarmStakedOnlySetting, tab: StakingTab): boolean {
  return setting === "onFinished" ? tab === "finished" : setting === "true";
}

/** The setting the toggle stores when switched: an explicit choice, which then holds on both tabs. */
export function farmStakedOnlySetting(stakedOnly: boolean): FarmStakedOnlySetting {
  return stakedOnly ? "true" : "false";
}
