// The Info pages' GraphQL queries to the indexer (apps/indexer/ponder.schema.ts). Ponder answers at
// most 1000 rows per list. A transaction with its tokens is about 0.7 kB of JSON, so the overview,
// read again every 15 seconds, takes the latest 100 (ten pages); a token's, pair's or account's page
// reads its own latest 1000 once per visit and refresh.

const TOKEN_FIELDS = "id symbol decimals derivedUSD";

export const TRANSACTION_FIELDS = `id kind hash timestamp account pairId amount0In amount1In amount0Out amount1Out amountUSD
  token0 { ${TOKEN_FIELDS} } token1 { ${TOKEN_FIELDS} }`;

export const PAIR_FIELDS = `id reserve0 reserve1 reserveUSD createdAtTimestamp token0 { ${TOKEN_FIELDS} } token1 { ${TOKEN_FIELDS} }`;

/** Everything the overview and the token, pair and account lists show, in one request. */
export const SNAPSHOT_QUERY = `query InfoSnapshot($hourSince: Float!, $daySince: Float!) {
  protocolDayDatas(orderBy: "date", orderDirection: "asc", limit: 1000) { items { date liquidityUSD volumeUSD } }
  tokens(limit: 1000) { items { id symbol name decimals derivedUSD liquidityUSD } }
  tokenHourDatas(where: { hourStartUnix_gte: $hourSince }, limit: 1000) { items { tokenId hourStartUnix volumeUSD open close } }
  pairs(limit: 1000) { items { ${PAIR_FIELDS} } }
  pairDayDatas(where: { date_gte: $daySince }, limit: 1000) { items { pairId date volumeUSD } }
  pairHourDatas(where: { hourStartUnix_gte: $hourSince }, limit: 1000) { items { pairId hourStartUnix volumeUSD } }
  pairTransactions(orderBy: "timestamp", orderDirection: "desc", limit: 100) { items { ${TRANSACTION_FIELDS} } }
}`;

/** A token's hourly and daily series and its transactions. */
export const TOKEN_QUERY = `query InfoToken($id: String!) {
  tokenHourDatas(where: { tokenId: $id }, orderBy: "hourStartUnix", orderDirection: "desc", limit: 1000) {
    items { start: hourStartUnix volumeUSD liquidityUSD open high low close }
  }
  tokenDayDatas(where: { tokenId: $id }, orderBy: "date", orderDirection: "desc", limit: 1000) {
    items { start: date volumeUSD liquidityUSD }
  }
  tokenDayCandles(where: { tokenId: $id }, orderBy: "date", orderDirection: "desc", limit: 1000) {
    items { start: date open high low close }
  }
  pairTransactions(where: { OR: [{ token0Id: $id }, { token1Id: $id }] }, orderBy: "timestamp", orderDirection: "desc", limit: 1000) {
    items { ${TRANSACTION_FIELDS} }
  }
}`;

/** A pair's hourly and daily series and its transactions. */
export const PAIR_QUERY = `query InfoPair($id: String!) {
  pairHourDatas(where: { pairId: $id }, orderBy: "hourStartUnix", orderDirection: "desc", limit: 1000) {
    items { start: hourStartUnix volumeUSD reserveUSD reserve0 reserve1 }
  }
  pairDayDatas(where: { pairId: $id }, orderBy: "date", orderDirection: "desc", limit: 1000) {
    items { start: date volumeUSD reserveUSD reserve0 reserve1 }
  }
  pairTransactions(where: { pairId: $id }, orderBy: "timestamp", orderDirection: "desc", limit: 1000) {
    items { ${TRANSACTION_FIELDS} }
  }
}`;

/** One page of an account's swaps, adds and removes, newest first, and (on the first page) its LP positions. */
export const ACCOUNT_QUERY = `query InfoAccount($id: String!, $after: String) {
  pairTransactions(where: { account: $id }, orderBy: "timestamp", orderDirection: "desc", limit: 1000, after: $after) {
    items { ${TRANSACTION_FIELDS} }
    pageInfo { hasNextPage endCursor }
  }
  lpPositions(where: { account: $id }, limit: 1000) {
    items {
      pairId balance entryLiquidity deposited0 deposited1 realizedFeesUSD
      pair { ${PAIR_FIELDS} }
      liquidity { sqrtK liquidityPerLp }
    }
  }
}`;
