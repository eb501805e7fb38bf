/** Spec 001 section 3: an offering contract's version (1: one unlimited pool; 2: basic and unlimited pools). */
export type OfferingVersion = 1 | 2;

/** A pool's share of the whole offering (spec 001 section 3: 0.3 basic, 0.7 unlimited in version 2). */
export interface OfferingPoolShare {
  readonly distributionRatio: number;
}

/**
 * An initial farm offering the app knows (spec 001 section 3, initial offering entry): the static
 * facts. Its address, token, blocks and amounts come from the chain and the deployment manifest
 * (`ifo.offerings`, matched by `id`).
 */
export interface OfferingDefinition {
  readonly id: string;
  /** The project's name, shown as the offering's title. */
  readonly name: string;
  /** What the project does, in one sentence. */
  readonly description: string;
  readonly version: OfferingVersion;
  /** Whether this is the current offering; only one is. */
  readonly isActive: boolean;
  /** The offering token's symbol and name. */
  readonly tokenSymbol: string;
  readonly tokenName: string;
  /** Dollars per offering token, as a decimal string; null for version 1 offerings (spec 001 section 3). */
  readonly tokenOfferingPrice: string | null;
  /** The points campaign of the 'IFO Shopper' achievement. */
  readonly campaignId: bigint;
  readonly numberPoints: number;
  /** The project's announcement. */
  readonly articleUrl: string;
  /** Absent for version 1 offerings, which have only an unlimited pool. */
  readonly poolBasic?: OfferingPoolShare;
  readonly poolUnlimited: OfferingPoolShare;
}

const BASIC: OfferingPoolShare = { distributionRatio: 0.3 };
const UNLIMITED_V2: OfferingPoolShare = { distributionRatio: 0.7 };
const UNLIMITED_V1: OfferingPoolShare = { distributionRatio: 1 };
const ARTICLES = "https://medium.com/griddle-finance";

/**
 * The local chain's eleven offerings, newest first (spec 001 sections 3 and 9: 11 offerings, only one
 * active, campaign ids like 511110000 for the latest): the active one is a decentralised bank in the
 * spirit of Kalmar; the five before it are version 2 offerings and the five oldest version 1. The
 * projects are fictional.
 */
export const LOCAL_OFFERINGS: readonly OfferingDefinition[] = [
  {
    id: "kelpmar",
    name: "Kelpmar",
    description: "A decentralised bank for savers and borrowers, with vaults that pay in stablecoins.",
    version: 2,
    isActive: true,
    tokenSymbol: "KELP",
    tokenName: "Kelpmar Token",
    tokenOfferingPrice: "0.5",
    campaignId: 511_110_000n,
    numberPoints: 100,
    articleUrl: `${ARTICLES}/kelpmar-ifo`,
    poolBasic: BASIC,
    poolUnlimited: UNLIMITED_V2,
  },
  {
    id: "tidewell",
    name: "Tidewell",
    description: "Cross-chain swaps routed through the deepest pools.",
    version: 2,
    isActive: false,
    tokenSymbol: "TIDE",
    tokenName: "Tidewell Token",
    tokenOfferingPrice: "0.2",
    campaignId: 511_100_000n,
    numberPoints: 100,
    articleUrl: `${ARTICLES}/tidewell-ifo`,
    poolBasic: BASIC,
    poolUnlimited: UNLIMITED_V2,
  },
  {
    id: "dawnfield",
    name: "Dawnfield",
    description: "Auto-compounding yield vaults that rebalance at sunrise.",
    version: 2,
    isActive: false,
    tokenSymbol: "DAWN",
    tokenName: "Dawnfield Token",
    tokenOfferingPrice: "1.25",
    campaignId: 511_090_000n,
    numberPoints: 100,
    articleUrl: `${ARTICLES}/dawnfield-ifo`,
    poolBasic: BASIC,
    poolUnlimited: UNLIMITED_V2,
  },
  {
    id: "quartzline",
    name: "Quartzline",
    description: "Stable swaps for pegged assets with low slippage.",
    version: 2,
    isActive: false,
    tokenSymbol: "QTZ",
    tokenName: "Quartzline Token",
    tokenOfferingPrice: "0.8",
    campaignId: 511_080_000n,
    numberPoints: 100,
    articleUrl: `${ARTICLES}/quartzline-ifo`,
    poolBasic: BASIC,
    poolUnlimited: UNLIMITED_V2,
  },
  {
    id: "emberdrop",
    name: "Emberdrop",
    description: "A yield tracker that warns when a farm cools down.",
    version: 2,
    isActive: false,
    tokenSymbol: "EMBR",
    tokenName: "Emberdrop Token",
    tokenOfferingPrice: "0.1",
    campaignId: 511_070_000n,
    numberPoints: 100,
    articleUrl: `${ARTICLES}/emberdrop-ifo`,
    poolBasic: BASIC,
    poolUnlimited: UNLIMITED_V2,
  },
  {
    id: "lumenfi",
    name: "Lumenfi",
    description: "Collectibles that earn a share of their marketplace's fees.",
    version: 2,
    isActive: false,
    tokenSymbol: "LUMF",
    tokenName: "Lumenfi Token",
    tokenOfferingPrice: "2",
    campaignId: 511_060_000n,
    numberPoints: 100,
    articleUrl: `${ARTICLES}/lumenfi-ifo`,
    poolBasic: BASIC,
    poolUnlimited: UNLIMITED_V2,
  },
  {
    id: "cobaltia",
    name: "Cobaltia",
    description: "Lending against LP tokens.",
    version: 1,
    isActive: false,
    tokenSymbol: "COBA",
    tokenName: "Cobaltia Token",
    tokenOfferingPrice: null,
    campaignId: 511_050_000n,
    numberPoints: 50,
    articleUrl: `${ARTICLES}/cobaltia-ifo`,
    poolUnlimited: UNLIMITED_V1,
  },
  {
    id: "mistral",
    name: "Mistral Markets",
    description: "Perpetual futures settled on chain.",
    version: 1,
    isActive: false,
    tokenSymbol: "MSTL",
    tokenName: "Mistral Token",
    tokenOfferingPrice: null,
    campaignId: 511_040_000n,
    numberPoints: 50,
    articleUrl: `${ARTICLES}/mistral-ifo`,
    poolUnlimited: UNLIMITED_V1,
  },
  {
    id: "ironleaf",
    name: "Ironleaf",
    description: "Insurance pools that cover smart contract risk.",
    version: 1,
    isActive: false,
    tokenSymbol: "ILEAF",
    tokenName: "Ironleaf Token",
    tokenOfferingPrice: null,
    campaignId: 511_030_000n,
    numberPoints: 50,
    articleUrl: `${ARTICLES}/ironleaf-ifo`,
    poolUnlimited: UNLIMITED_V1,
  },
  {
    id: "pebbleswap",
    name: "Pebbleswap",
    description: "A small-cap exchange with community listings.",
    version: 1,
    isActive: false,
    tokenSymbol: "PEBL",
    tokenName: "Pebbleswap Token",
    tokenOfferingPrice: null,
    campaignId: 511_020_000n,
    numberPoints: 50,
    articleUrl: `${ARTICLES}/pebbleswap-ifo`,
    poolUnlimited: UNLIMITED_V1,
  },
  {
    id: "velvet",
    name: "Velvet Vault",
    description: "A savings account for tokens that pays weekly.",
    version: 1,
    isActive: false,
    tokenSymbol: "VLVT",
    tokenName: "Velvet Token",
    tokenOfferingPrice: null,
    campaignId: 511_010_000n,
    numberPoints: 50,
    articleUrl: `${ARTICLES}/velvet-ifo`,
    poolUnlimited: UNLIMITED_V1,
  },
];
