import { loadIndexerSettings } from "../../config/loadIndexerSettings.ts";

/** WBNB, BUSD and the whitelist the handlers price tokens through, from this process's settings. */
export const { pricing } = loadIndexerSettings();
