import { loadIndexerSettings } from "../../config/loadIndexerSettings.ts";

/** Griddle's profile contract from this process's settings; undefined on chain 56. */
export const { profile } = loadIndexerSettings();
