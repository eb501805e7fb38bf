import { loadIndexerSettings } from "../../config/loadIndexerSettings.ts";

/** Griddle's lottery from this process's settings; undefined on chain 56. */
export const { lottery } = loadIndexerSettings();
