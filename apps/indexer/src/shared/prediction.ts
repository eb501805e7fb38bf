import { loadIndexerSettings } from "../../config/loadIndexerSettings.ts";

/** The prediction game and its price feed from this process's settings; undefined on chain 56. */
export const { prediction } = loadIndexerSettings();
