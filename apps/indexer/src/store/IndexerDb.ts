import type { Context } from "ponder:registry";
import type { pair, token } from "ponder:schema";

/** The database handle Ponder gives every handler. */
export type IndexerDb = Context["db"];
export type TokenRow = typeof token.$inferSelect;
export type PairRow = typeof pair.$inferSelect;
