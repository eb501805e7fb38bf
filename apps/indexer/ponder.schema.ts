// What the indexer serves over GraphQL. Token amounts are raw integers (smallest units, exact);
// USD and BNB figures are floating point, priced as Uniswap v2's subgraph does (see model/). The
// prediction game's BNB amounts are exact integers in wei; its prices have the feed's 8 decimals. The
// lottery's CAKE amounts are exact integers in wei too.
import {
  bigint,
  doublePrecision,
  hex,
  index,
  int8,
  integer,
  onchainEnum,
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

/** A bet's side: Bull wins when the close price is above the lock price, Bear when below. */
export const betPosition = onchainEnum("bet_position", ["Bull", "Bear"]);
/** A closed round's winning side; House for a tie, which nobody wins (every bet is refunded). */
export const roundPosition = onchainEnum("round_position", ["Bull", "Bear", "House"]);

export const round = onchainTable(
  "round",
  (t) => ({
    /** The epoch as a string. */
    id: t.text().primaryKey(),
    epoch: t.bigint().notNull(),
    /** True once the round was canceled: every bet in it is refunded in full. */
    failed: t.boolean().notNull(),
    /** The blocks the game scheduled the round for when it started (its `rounds(epoch)`). */
    startBlock: t.bigint().notNull(),
    lockBlock: t.bigint().notNull(),
    endBlock: t.bigint().notNull(),
    /** Unix times of the blocks that started and locked the round. */
    startAt: t.int8({ mode: "number" }).notNull(),
    lockAt: t.int8({ mode: "number" }),
    /** Null until the round locks (closes) with a price. */
    lockPrice: t.bigint(),
    closePrice: t.bigint(),
    /** The price feed's rounds the lock and close prices came from. */
    lockRoundId: t.bigint(),
    closeRoundId: t.bigint(),
    totalBets: t.integer().notNull(),
    bullBets: t.integer().notNull(),
    bearBets: t.integer().notNull(),
    totalAmount: t.bigint().notNull(),
    bullAmount: t.bigint().notNull(),
    bearAmount: t.bigint().notNull(),
    /** The winning side once the round closed; null while open, live, or when canceled. */
    position: roundPosition(),
    /** The winning side's total, which the reward is shared over; 0 until settled and when nobody won. */
    rewardBaseCalAmount: t.bigint().notNull(),
    /** The pot less the treasury's cut, shared by the winners; 0 until settled and when nobody won. */
    rewardAmount: t.bigint().notNull(),
    /** Out of 100, fixed when the round started. */
    rewardRate: t.integer().notNull(),
    treasuryRate: t.integer().notNull(),
  }),
  (table) => ({ epochIndex: index().on(table.epoch) }),
);

export const bet = onchainTable(
  "bet",
  (t) => ({
    /** `${epoch}-${user}`: a user bets at most once per round. */
    id: t.text().primaryKey(),
    /** The transaction that placed the bet. */
    hash: t.hex().notNull(),
    amount: t.bigint().notNull(),
    position: betPosition().notNull(),
    claimed: t.boolean().notNull(),
    claimedHash: t.hex(),
    /** What the claim paid: the winnings, or the bet for a refund. */
    claimedAmount: t.bigint(),
    createdAt: t.int8({ mode: "number" }).notNull(),
    updatedAt: t.int8({ mode: "number" }).notNull(),
    block: t.bigint().notNull(),
    /** The bettor's lower-case address. */
    userId: t.hex().notNull(),
    roundId: t.text().notNull(),
  }),
  (table) => ({
    userIndex: index().on(table.userId, table.createdAt),
    roundIndex: index().on(table.roundId),
  }),
);

/** A bettor and their totals over every bet (see model/predictionUserTotals.ts). */
export const user = onchainTable("user", (t) => ({
  /** The address, lower-case. */
  id: t.hex().primaryKey(),
  /** The address, checksummed (a hex column would store it lower-case). */
  address: t.text().notNull(),
  createdAt: t.int8({ mode: "number" }).notNull(),
  updatedAt: t.int8({ mode: "number" }).notNull(),
  /** The block of the first bet. */
  block: t.bigint().notNull(),
  totalBets: t.integer().notNull(),
  totalBetsBull: t.integer().notNull(),
  totalBetsBear: t.integer().notNull(),
  /** Everything bet. */
  totalBNB: t.bigint().notNull(),
  /** Closed rounds bet on the winning side, and on the losing side; refunds count as neither. */
  roundsWon: t.integer().notNull(),
  roundsLost: t.integer().notNull(),
  /** Everything collected: winnings and refunds. */
  totalBNBClaimed: t.bigint().notNull(),
  /**
   * Over settled rounds (closed or canceled), what the bets returned less what they staked: a
   * collected bet returned what its claim paid, an uncollected one what it can collect.
   */
  netBNB: t.bigint().notNull(),
}));

/** One answer of the price feed, for the price chart. */
export const feedAnswer = onchainTable("feed_answer", (t) => ({
  roundId: t.bigint().primaryKey(),
  /** The feed's median, with its 8 decimals; a later submission to the round replaces it. */
  answer: t.bigint().notNull(),
  /** Unix time of the answer. */
  updatedAt: t.int8({ mode: "number" }).notNull(),
  block: t.bigint().notNull(),
}));

export const roundRelations = relations(round, ({ many }) => ({
  bets: many(bet),
}));

export const betRelations = relations(bet, ({ one }) => ({
  user: one(user, { fields: [bet.userId], references: [user.id] }),
  round: one(round, { fields: [bet.roundId], references: [round.id] }),
}));

export const userRelations = relations(user, ({ many }) => ({
  bets: many(bet),
}));

/** A lottery round's status as GriddleLottery has it (a round is indexed from its start, so never Pending). */
export const lotteryStatus = onchainEnum("lottery_status", ["Open", "Close", "Claimable", "Cancelled"]);

export const lotteryRound = onchainTable(
  "lottery_round",
  (t) => ({
    /** The lottery id as a string. */
    id: t.text().primaryKey(),
    status: lotteryStatus().notNull(),
    /** Unix times of the round's start and of the end of its sales. */
    startTime: t.int8({ mode: "number" }).notNull(),
    endTime: t.int8({ mode: "number" }).notNull(),
    /** One ticket's price; a purchase of n tickets costs ticketPrice * n * (discountDivisor + 1 - n) / discountDivisor. */
    ticketPrice: t.bigint().notNull(),
    discountDivisor: t.bigint().notNull(),
    /** Accounts that bought, and tickets sold. */
    totalUsers: t.integer().notNull(),
    totalTickets: t.integer().notNull(),
    /** The pot, as `viewLottery` has it: CAKE carried in (unwon prizes, cancelled rounds), injections and sales. */
    amountCollectedInCake: t.bigint().notNull(),
    /** Null until drawn. */
    finalNumber: t.integer(),
    /** Tickets that win a prize (each in its highest bracket); 0 until drawn. */
    winningTickets: t.integer().notNull(),
    /** By bracket (0: the last digit matches, 5: all six), each winning ticket's prize and the winners; zeros until drawn. */
    cakePerBracket: t.bigint().array().notNull(),
    countWinnersPerBracket: t.integer().array().notNull(),
    /** Tickets paid out: prizes claimed, or refunds of a cancelled round. */
    claimedTickets: t.integer().notNull(),
    /** The block the round opened in: rounds are listed by it, newest first. */
    block: t.bigint().notNull(),
  }),
  (table) => ({ blockIndex: index().on(table.block) }),
);

/** A lottery player and their totals over every round. */
export const lotteryUser = onchainTable("lottery_user", (t) => ({
  /** The address, lower-case. */
  id: t.hex().primaryKey(),
  /** Rounds bought into. */
  totalRounds: t.integer().notNull(),
  totalTickets: t.integer().notNull(),
  /** CAKE paid for tickets, after the bulk discount. */
  totalCake: t.bigint().notNull(),
  /** The block of the first purchase. */
  block: t.bigint().notNull(),
}));

/** A player's tickets in one round. */
export const lotteryUserRound = onchainTable(
  "lottery_user_round",
  (t) => ({
    /** `${lotteryId}-${user}`. */
    id: t.text().primaryKey(),
    /** The player's lower-case address. */
    userId: t.hex().notNull(),
    lotteryId: t.text().notNull(),
    totalTickets: t.integer().notNull(),
    /** CAKE paid for them. */
    totalCake: t.bigint().notNull(),
    /**
     * True once the player collected in this round, prizes (some or all of them) or refunds, as
     * PancakeSwap's subgraph sets it; claimedTickets and claimedCake say how much.
     */
    claimed: t.boolean().notNull(),
    claimedTickets: t.integer().notNull(),
    claimedCake: t.bigint().notNull(),
    /** The block of the player's first purchase in the round: a player's rounds are listed by it, newest first. */
    block: t.bigint().notNull(),
  }),
  (table) => ({
    userIndex: index().on(table.userId, table.block),
    lotteryIndex: index().on(table.lotteryId),
  }),
);

export const lotteryRoundRelations = relations(lotteryRound, ({ many }) => ({
  userRounds: many(lotteryUserRound),
}));

export const lotteryUserRelations = relations(lotteryUser, ({ many }) => ({
  rounds: many(lotteryUserRound),
}));

export const lotteryUserRoundRelations = relations(lotteryUserRound, ({ one }) => ({
  user: one(lotteryUser, { fields: [lotteryUserRound.userId], references: [lotteryUser.id] }),
  lottery: one(lotteryRound, { fields: [lotteryUserRound.lotteryId], references: [lotteryRound.id] }),
}));

/** Achievement points granted to an account: one row per account per UserPointIncrease(Multiple). */
export const point = onchainTable(
  "point",
  (t) => ({
    /** `${transaction hash}-${log index}-${account}`: a multiple-user grant gives each account its row. */
    id: t.text().primaryKey(),
    /** The account's lower-case address. */
    account: t.hex().notNull(),
    /** The campaign the points were granted under (an achievement's id). */
    campaignId: t.bigint().notNull(),
    points: t.bigint().notNull(),
    block: t.bigint().notNull(),
    timestamp: t.int8({ mode: "number" }).notNull(),
    hash: t.hex().notNull(),
  }),
  (table) => ({ accountIndex: index().on(table.account) }),
);

/** Achievement points granted to a team: one row per TeamPointIncrease (a team's achievements). */
export const teamPoint = onchainTable(
  "team_point",
  (t) => ({
    /** `${transaction hash}-${log index}`. */
    id: t.text().primaryKey(),
    teamId: t.integer().notNull(),
    /** The campaign the points were granted under (an achievement's id). */
    campaignId: t.bigint().notNull(),
    points: t.bigint().notNull(),
    block: t.bigint().notNull(),
    timestamp: t.int8({ mode: "number" }).notNull(),
    hash: t.hex().notNull(),
  }),
  (table) => ({ teamIndex: index().on(table.teamId) }),
);

/** A profile as GriddleProfile holds it, kept from its events. */
export const profileUser = onchainTable("profile_user", (t) => ({
  /** The address, lower-case. */
  id: t.hex().primaryKey(),
  teamId: t.integer().notNull(),
  isActive: t.boolean().notNull(),
  /** Every point granted less every point removed, those granted before registering included. */
  points: t.bigint().notNull(),
  /** The avatar's collection (lower-case) and token; null while paused. */
  nftAddress: t.hex(),
  tokenId: t.bigint(),
  /** Unix time of the registration, and of the last change. */
  createdAt: t.int8({ mode: "number" }).notNull(),
  updatedAt: t.int8({ mode: "number" }).notNull(),
}));

/** The trading competition's phases, one row per NewCompetitionStatus: the live phase's block range. */
export const competitionPhase = onchainTable("competition_phase", (t) => ({
  /** The status it entered: 0 Registration, 1 Live, 2 Close, 3 Claiming, 4 Over. */
  id: t.integer().primaryKey(),
  block: t.bigint().notNull(),
  timestamp: t.int8({ mode: "number" }).notNull(),
}));

/**
 * A registered competitor with its volume: the tracked USD volume (as the pairs' own volumeUSD) of the
 * swaps it sent on the eligible pairs after the Live event and before the Close event. The trader of a
 * swap is its transaction's sender.
 */
export const competitionTrader = onchainTable(
  "competition_trader",
  (t) => ({
    /** The address, lower-case. */
    id: t.hex().primaryKey(),
    /** The profile's team at registration. */
    teamId: t.integer().notNull(),
    volumeUSD: t.doublePrecision().notNull(),
    swapCount: t.integer().notNull(),
    registeredAt: t.int8({ mode: "number" }).notNull(),
  }),
  (table) => ({ teamIndex: index().on(table.teamId) }),
);

// Info analytics (issue 24): what the /info pages read, kept up to date as the pairs' events arrive.

/** Griddle-wide running totals: one row, id "griddle". */
export const protocol = onchainTable("protocol", (t) => ({
  id: t.text().primaryKey(),
  /** Every pair's reserveUSD at its last Sync, added up. */
  liquidityUSD: t.doublePrecision().notNull(),
  /** Tracked USD volume of every swap. */
  volumeUSD: t.doublePrecision().notNull(),
  /** Swaps, mints and burns. */
  txCount: t.integer().notNull(),
}));

/** Griddle-wide figures of one UTC day. */
export const protocolDayData = onchainTable("protocol_day_data", (t) => ({
  /** Unix time of the day's start (UTC). */
  date: t.int8({ mode: "number" }).primaryKey(),
  /** Total liquidity after the day's last Sync. */
  liquidityUSD: t.doublePrecision().notNull(),
  volumeUSD: t.doublePrecision().notNull(),
  txCount: t.integer().notNull(),
}));

/** A token's activity and USD price within one hour: volume, liquidity and an OHLC candle. */
export const tokenHourData = onchainTable(
  "token_hour_data",
  (t) => ({
    tokenId: t.hex().notNull(),
    hourStartUnix: t.int8({ mode: "number" }).notNull(),
    volume: t.bigint().notNull(),
    volumeUSD: t.doublePrecision().notNull(),
    /** Raw amount held in all pairs, and its USD value, after the hour's last Sync. */
    liquidity: t.bigint().notNull(),
    liquidityUSD: t.doublePrecision().notNull(),
    /** USD price candle over the hour's Syncs (model/candle.ts); open is the close before the hour. */
    open: t.doublePrecision().notNull(),
    high: t.doublePrecision().notNull(),
    low: t.doublePrecision().notNull(),
    close: t.doublePrecision().notNull(),
    txCount: t.integer().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.tokenId, table.hourStartUnix] }) }),
);

/** A token's USD price candle over one UTC day, beside tokenDayData's volume and liquidity. */
export const tokenDayCandle = onchainTable(
  "token_day_candle",
  (t) => ({
    tokenId: t.hex().notNull(),
    date: t.int8({ mode: "number" }).notNull(),
    open: t.doublePrecision().notNull(),
    high: t.doublePrecision().notNull(),
    low: t.doublePrecision().notNull(),
    close: t.doublePrecision().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.tokenId, table.date] }) }),
);

/** What a pair event did: a swap, an add (Mint) or a remove (Burn). */
export const pairTransactionKind = onchainEnum("pair_transaction_kind", ["Swap", "Mint", "Burn"]);

/** Every swap, add and remove of liquidity, with its USD value and the account that sent it. */
export const pairTransaction = onchainTable(
  "pair_transaction",
  (t) => ({
    /** `${transaction hash}-${log index}`. */
    id: t.text().primaryKey(),
    kind: pairTransactionKind().notNull(),
    hash: t.hex().notNull(),
    logIndex: t.integer().notNull(),
    block: t.bigint().notNull(),
    timestamp: t.int8({ mode: "number" }).notNull(),
    pairId: t.hex().notNull(),
    token0Id: t.hex().notNull(),
    token1Id: t.hex().notNull(),
    /** The transaction's sender (its `from`), lower-case. */
    account: t.hex().notNull(),
    /** Raw amounts: a swap's in and out per side; an add's or remove's amounts are in the "In" columns. */
    amount0In: t.bigint().notNull(),
    amount1In: t.bigint().notNull(),
    amount0Out: t.bigint().notNull(),
    amount1Out: t.bigint().notNull(),
    /** A swap's tracked volume; an add's or remove's two sides at the prices then. */
    amountUSD: t.doublePrecision().notNull(),
  }),
  (table) => ({
    timestampIndex: index().on(table.timestamp),
    accountIndex: index().on(table.account, table.timestamp),
    pairIndex: index().on(table.pairId, table.timestamp),
    token0Index: index().on(table.token0Id, table.timestamp),
    token1Index: index().on(table.token1Id, table.timestamp),
  }),
);

/** A pair's LP supply and liquidity per LP unit (model/computeLiquidityPerLp.ts), for LP positions. */
export const pairLiquidity = onchainTable("pair_liquidity", (t) => ({
  /** The pair's address, lower-case. */
  id: t.hex().primaryKey(),
  totalSupply: t.bigint().notNull(),
  /** sqrt(reserve0 × reserve1) at the last Sync, and sqrt(kLast) after the last mint or burn. */
  sqrtK: t.doublePrecision().notNull(),
  sqrtKLast: t.doublePrecision().notNull(),
  /** sqrt(k) per LP unit, the protocol's pending cut counted; as of the last Sync, mint or burn. */
  liquidityPerLp: t.doublePrecision().notNull(),
  /** The last account LP units were minted to, and in which transaction: its Mint event's amounts go to it. */
  lastMintTo: t.hex(),
  lastMintHash: t.hex(),
}));

/** An account's LP units in one pair (model/lpPosition.ts): what they were deposited with and the fees taken out. */
export const lpPosition = onchainTable(
  "lp_position",
  (t) => ({
    /** `${pair}-${account}`, lower-case. */
    id: t.text().primaryKey(),
    pairId: t.hex().notNull(),
    account: t.hex().notNull(),
    balance: t.bigint().notNull(),
    entryLiquidity: t.doublePrecision().notNull(),
    deposited0: t.bigint().notNull(),
    deposited1: t.bigint().notNull(),
    realizedFees0: t.doublePrecision().notNull(),
    realizedFees1: t.doublePrecision().notNull(),
    realizedFeesUSD: t.doublePrecision().notNull(),
    updatedAt: t.int8({ mode: "number" }).notNull(),
  }),
  (table) => ({ accountIndex: index().on(table.account), pairIndex: index().on(table.pairId) }),
);

export const pairTransactionRelations = relations(pairTransaction, ({ one }) => ({
  pair: one(pair, { fields: [pairTransaction.pairId], references: [pair.id] }),
  token0: one(token, { fields: [pairTransaction.token0Id], references: [token.id] }),
  token1: one(token, { fields: [pairTransaction.token1Id], references: [token.id] }),
}));

export const lpPositionRelations = relations(lpPosition, ({ one }) => ({
  pair: one(pair, { fields: [lpPosition.pairId], references: [pair.id] }),
  liquidity: one(pairLiquidity, { fields: [lpPosition.pairId], references: [pairLiquidity.id] }),
}));

export const tokenHourDataRelations = relations(tokenHourData, ({ one }) => ({
  token: one(token, { fields: [tokenHourData.tokenId], references: [token.id] }),
}));

export const tokenDayCandleRelations = relations(tokenDayCandle, ({ one }) => ({
  token: one(token, { fields: [tokenDayCandle.tokenId], references: [token.id] }),
}));
