import { pair, token } from "ponder:schema";
import type { Address } from "viem";
import { deriveTokenPriceBnb, type PriceQuote } from "../../model/deriveTokenPriceBnb.ts";
import { pricing } from "../shared/pricing.ts";
import { toUnits } from "../shared/toUnits.ts";
import { whitelistRank } from "../shared/whitelistRank.ts";
import { findToken } from "./findToken.ts";
import type { IndexerDb, TokenRow } from "./IndexerDb.ts";
import { requireRow } from "./requireRow.ts";

async function priceQuote(db: IndexerDb, priced: TokenRow, pairId: Address): Promise<PriceQuote> {
  const quoted = await requireRow(db.find(pair, { id: pairId }), `pair ${pairId}`);
  const tokenIsToken0 = quoted.token0Id === priced.id;
  const base = await findToken(db, tokenIsToken0 ? quoted.token1Id : quoted.token0Id);
  return {
    whitelistRank: whitelistRank(base.id),
    tokenReserve: toUnits(tokenIsToken0 ? quoted.reserve0 : quoted.reserve1, priced.decimals),
    baseReserve: toUnits(tokenIsToken0 ? quoted.reserve1 : quoted.reserve0, base.decimals),
    baseDerivedBnb: base.derivedBNB,
  };
}

/** Re-derives a token's BNB and USD prices from its whitelisted pairs' current reserves. */
export async function refreshTokenPrice(db: IndexerDb, id: Address, bnbPriceUsd: number): Promise<TokenRow> {
  const row = await findToken(db, id);
  const derivedBNB =
    id === pricing.wbnb
      ? 1
      : deriveTokenPriceBnb(await Promise.all(row.pricingPairs.map((pairId) => priceQuote(db, row, pairId))));
  const derivedUSD = derivedBNB * bnbPriceUsd;
  return db.update(token, { id }).set({
    derivedBNB,
    derivedUSD,
    liquidityUSD: toUnits(row.liquidity, row.decimals) * derivedUSD,
  });
}
