import type { Context } from "ponder:registry";
import { token } from "ponder:schema";
import type { Address } from "viem";
import { pricing } from "../shared/pricing.ts";
import { readTokenMetadata } from "../shared/readTokenMetadata.ts";
import type { TokenRow } from "./IndexerDb.ts";

/** The token's row, created from its metadata on first sight; null for a token without metadata. */
export async function ensureToken(context: Context, id: Address): Promise<TokenRow | null> {
  const existing = await context.db.find(token, { id });
  if (existing !== null) return existing;
  const metadata = await readTokenMetadata(context.client, id);
  if (metadata === null) return null;
  return context.db.insert(token).values({
    id,
    ...metadata,
    derivedBNB: id === pricing.wbnb ? 1 : 0,
    derivedUSD: 0,
    volume: 0n,
    volumeUSD: 0,
    liquidity: 0n,
    liquidityUSD: 0,
    txCount: 0,
    pricingPairs: [],
  });
}
