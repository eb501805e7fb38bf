/** A project wallet the local farm auction whitelists: a dev account of the local mnemonic. */
export interface AuctionBidderDefinition {
  /** The project's name, shown in the whitelist and the leaderboard. */
  readonly name: string;
  /** The wallet's index of LOCAL_DEV_MNEMONIC. */
  readonly accountIndex: number;
}

/**
 * The local farm auction's whitelist (spec 001 sections 3 and 6: whitelisted project wallets). The
 * names are ours. Dev account 0 (the Dev wallet's first account) is whitelisted with no seeded bid,
 * so anyone on `npm start` can bid; the others are dev accounts above every index the other areas'
 * seeds, keepers and tests use, funded by the auction's seed.
 */
export const LOCAL_AUCTION_BIDDERS: readonly AuctionBidderDefinition[] = [
  { name: "Griddle Kitchen", accountIndex: 0 },
  { name: "Mochi Swap", accountIndex: 120 },
  { name: "Tidal Yield", accountIndex: 121 },
  { name: "Lumen DAO", accountIndex: 122 },
  { name: "Orbit Games", accountIndex: 123 },
  { name: "Saffron Labs", accountIndex: 124 },
  { name: "Pebble Finance", accountIndex: 125 },
  { name: "Nimbus Bridge", accountIndex: 126 },
  { name: "Cobalt Vault", accountIndex: 127 },
  { name: "Maple Arcade", accountIndex: 128 },
  { name: "Quartz Oracle", accountIndex: 129 },
  { name: "Harbor Pay", accountIndex: 130 },
];

/** The local auctions' terms (spec 001 section 9): 5 winners, first bids of at least 100 CAKE. */
export const LOCAL_AUCTION_WINNERS = 5;
