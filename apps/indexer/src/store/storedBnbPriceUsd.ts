import { token } from "ponder:schema";
import { pricing } from "../shared/pricing.ts";
import type { IndexerDb } from "./IndexerDb.ts";

/** The BNB price in USD as last derived: WBNB's stored USD price, 0 before any. */
export async function storedBnbPriceUsd(db: IndexerDb): Promise<number> {
  const wbnb = await db.find(token, { id: pricing.wbnb });
  return wbnb?.derivedUSD ?? 0;
}
