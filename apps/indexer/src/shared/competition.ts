import { loadIndexerSettings } from "../../config/loadIndexerSettings.ts";

/** Griddle's trading competition from this process's settings; undefined on chain 56. */
export const { competition } = loadIndexerSettings();
