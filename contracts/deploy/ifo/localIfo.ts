/** Blocks the active offering stays open: a day of 3-second blocks, so it is Open for hours of `npm start`. */
export const ACTIVE_SALE_BLOCKS = 28_800;

/**
 * Blocks between the deployment of the offerings and the start of the first past one, and how long
 * each past one stays open: the seed's commitments land well inside every past window however the
 * batched mining splits them into blocks.
 */
export const PAST_SALE_LEAD_BLOCKS = 6;
export const PAST_SALE_BLOCKS = 100;

/** The basic pool's limit per user (spec 001 section 9: basic sale cap about 100 USD of LP). */
export const BASIC_LIMIT_USD = 100n;

/** LP a participant commits in all to claim an offering's points (about $5, the achievement's text). */
export const POINTS_THRESHOLD_USD = 5n;

/** A dev account's seeded commitment to one pool; accounts 1 to 3 have active profiles. */
export interface SeedCommitment {
  readonly accountIndex: 1 | 2 | 3;
  /** 0: the basic pool; 1: the unlimited pool (a version 1 offering's only pool). */
  readonly pid: 0 | 1;
  readonly usd: bigint;
  /** Whether the account harvests it in the seed (past offerings only). */
  readonly harvested: boolean;
}

/** How one offering of LOCAL_OFFERINGS (by `id`) is deployed and seeded. */
export interface OfferingSeed {
  readonly id: string;
  /** Dollars of LP the basic pool raises; version 2 only. */
  readonly basicRaiseUsd?: bigint;
  /** Dollars of LP the unlimited pool raises. */
  readonly unlimitedRaiseUsd: bigint;
  /** Whole tokens a version 1 offering sells (version 2: each pool's raise at the token's price). */
  readonly offeringTokens?: bigint;
  readonly commitments: readonly SeedCommitment[];
}

/** Past version 2 offerings: both pools oversubscribed (1.5x and about 2.6x), the unlimited one taxed. */
const pastV2 = (id: string, harvested: boolean): OfferingSeed => ({
  id,
  basicRaiseUsd: 200n,
  unlimitedRaiseUsd: 700n,
  commitments: [
    { accountIndex: 1, pid: 0, usd: 100n, harvested: true },
    { accountIndex: 2, pid: 0, usd: 100n, harvested },
    { accountIndex: 3, pid: 0, usd: 100n, harvested: true },
    { accountIndex: 1, pid: 1, usd: 400n, harvested: true },
    { accountIndex: 2, pid: 1, usd: 600n, harvested },
    { accountIndex: 3, pid: 1, usd: 800n, harvested },
  ],
});

/** Past version 1 offerings: 1.5x oversubscribed, accounts 1 and 2 harvested. */
const pastV1 = (id: string, offeringTokens: bigint): OfferingSeed => ({
  id,
  unlimitedRaiseUsd: 2_000n,
  offeringTokens,
  commitments: [
    { accountIndex: 1, pid: 1, usd: 500n, harvested: true },
    { accountIndex: 2, pid: 1, usd: 1_000n, harvested: true },
    { accountIndex: 3, pid: 1, usd: 1_500n, harvested: false },
  ],
});

/**
 * The seed of every offering, in LOCAL_OFFERINGS' order (newest first). The active Kelpmar raises
 * $1,500 and $3,500 and has dev account 2 in the basic pool and dev account 3 in the unlimited one;
 * the latest past offering, Tidewell, leaves dev account 2 both pools to harvest (and account 3 its
 * unlimited pool), the other past ones are harvested but for account 3's unlimited pools.
 */
export const OFFERING_SEEDS: readonly OfferingSeed[] = [
  {
    id: "kelpmar",
    basicRaiseUsd: 1_500n,
    unlimitedRaiseUsd: 3_500n,
    commitments: [
      { accountIndex: 2, pid: 0, usd: 100n, harvested: false },
      { accountIndex: 3, pid: 1, usd: 1_200n, harvested: false },
    ],
  },
  pastV2("tidewell", false),
  pastV2("dawnfield", true),
  pastV2("quartzline", true),
  pastV2("emberdrop", true),
  pastV2("lumenfi", true),
  pastV1("cobaltia", 4_000_000n),
  pastV1("mistral", 1_000_000n),
  pastV1("ironleaf", 250_000n),
  pastV1("pebbleswap", 8_000_000n),
  pastV1("velvet", 500_000n),
];
