// What the indexer serves over GraphQL. Token amounts are raw integers (smallest units, exact);
// USD and BNB figures are floating point, priced as Uniswap v2's subgraph does (see model/).
import {
  bigint,
  doublePrecision,
  hex,
  index,
  int8,
  integer,
  onchainTable,
  primaryKey,
  relations,
} from "ponder";

export const token = onchainTable("token", (t) => ({
  /** The token's address, lowercase. */
  id: t.hex().primaryKey(),
  symbol: t.text().notNull(),
  name: t.text().notNull(),
  decimals: t.integer().notNull(),
  /** Price in BNB through the token's most preferred whitelisted pair; WBNB is 1. */
  derivedBNB: t.doublePrecision().notNull(),
  /** derivedBNB times the BNB price: WBNB's derivedUSD is the BNB price itself. */
  derivedUSD: t.doublePrecision().notNull(),
  /** Raw amount swapped in and out of all pairs. */
  volume: t.bigint().notNull(),
  /** Tracked USD volume of the swaps the token took part in. */
  volumeUSD: t.doublePrecision().notNull(),
  /** Raw amount held in all pairs' reserves. */
  liquidity: t.bigint().notNull(),
  liquidityUSD: t.doublePrecision().notNull(),
  /** Swaps, mints and burns of the pairs holding the token. */
  txCount: t.integer().notNull(),
  /** The token's pairs with a whitelisted token: where its price can be read from. */
  pricingPairs: t.hex().array().notNull(),
}));

export const pair = onchainTable(
  "pair",
  (t) => ({
    /** The pair's address, lowercase. */
    id: t.hex().primaryKey(),
    token0Id: t.hex().notNull(),
    token1Id: t.hex().notNull(),
    reserve0: t.bigint().notNull(),
    reserve1: t.bigint().notNull(),
    reserveBNB: t.doublePrecision().notNull(),
    /** Liquidity in USD at the pair's last Sync. */
    reserveUSD: t.doublePrecision().notNull(),
    volumeToken0: t.bigint().notNull(),
    volumeToken1: t.bigint().notNull(),
    volumeUSD: t.doublePrecision().notNull(),
    /** Swaps, mints and burns. */
    txCount: t.integer().notNull(),
    createdAtBlock: t.bigint().notNull(),
    createdAtTimestamp: t.int8({ mode: "number" }).notNull(),
  }),
  (table) => ({
    token0Index: index().on(table.token0Id),
    token1Index: index().on(table.token1Id),
  }),
);

/** A pair's activity within one hour or day; a fresh set of builders for each table. */
function pairBucketColumns() {
  return {
    pairId: hex().notNull(),
    volumeToken0: bigint().notNull(),
    volumeToken1: bigint().notNull(),
    volumeUSD: doublePrecision().notNull(),
    /** Reserves after the bucket's last swap, mint or burn. */
    reserve0: bigint().notNull(),
    reserve1: bigint().notNull(),
    reserveUSD: doublePrecision().notNull(),
    txCount: integer().notNull(),
  };
}

export const pairHourData = onchainTable(
  "pair_hour_data",
  { hourStartUnix: int8({ mode: "number" }).notNull(), ...pairBucketColumns() },
  (table) => ({ pk: primaryKey({ columns: [table.pairId, table.hourStartUnix] }) }),
);

export const pairDayData = onchainTable(
  "pair_day_data",
  { date: int8({ mode: "number" }).notNull(), ...pairBucketColumns() },
  (table) => ({ pk: primaryKey({ columns: [table.pairId, table.date] }) }),
);

export const tokenDayData = onchainTable(
  "token_day_data",
  (t) => ({
    tokenId: t.hex().notNull(),
    /** Unix time of the day's start (UTC). */
    date: t.int8({ mode: "number" }).notNull(),
    volume: t.bigint().notNull(),
    volumeUSD: t.doublePrecision().notNull(),
    /** Price at the day's last swap, mint or burn. */
    priceUSD: t.doublePrecision().notNull(),
    liquidity: t.bigint().notNull(),
    liquidityUSD: t.doublePrecision().notNull(),
    txCount: t.integer().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.tokenId, table.date] }) }),
);

export const tokenRelations = relations(token, ({ many }) => ({
  dayData: many(tokenDayData),
}));

export const pairRelations = relations(pair, ({ one, many }) => ({
  token0: one(token, { fields: [pair.token0Id], references: [token.id] }),
  token1: one(token, { fields: [pair.token1Id], references: [token.id] }),
  hourData: many(pairHourData),
  dayData: many(pairDayData),
}));

export const pairHourDataRelations = relations(pairHourData, ({ one }) => ({
  pair: one(pair, { fields: [pairHourData.pairId], references: [pair.id] }),
}));

export const pairDayDataRelations = relations(pairDayData, ({ one }) => ({
  pair: one(pair, { fields: [pairDayData.pairId], references: [pair.id] }),
}));

export const tokenDayDataRelations = relations(tokenDayData, ({ one }) => ({
  token: one(token, { fields: [tokenDayData.tokenId], references: [token.id] }),
}));
