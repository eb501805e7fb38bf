import {
  LOCAL_COLLECTIBLES,
  LOCAL_POINT_CAMPAIGNS,
  STARTER_COLLECTIBLES,
  type CollectibleSource,
} from "@griddle/sdk";
import { parseEther } from "viem";

/** Where the local API serves each collectible's metadata, `<identifier>.json`, by default. */
export const DEFAULT_COLLECTIBLE_METADATA_BASE_URI = "http://127.0.0.1:4000/api/collectibles/";

/** The profile's CAKE costs: spec 001's 10 CAKE for a profile is the starter's 5 and registering's 5. */
export const CAKE_TO_REGISTER = parseEther("5");
export const CAKE_TO_UPDATE = parseEther("2");
export const CAKE_TO_REACTIVATE = parseEther("2");
export const STARTER_PRICE = parseEther("5");

/**
 * The dev account (index of LOCAL_DEV_MNEMONIC) that receives the profile's and the factory's CAKE:
 * above every account the seed, the keepers and the end-to-end tests use, so a wallet's balance
 * always drops by what it paid, and nobody ever signs from it.
 */
export const CAKE_RECEIVER_ACCOUNT_INDEX = 70;

/** Blocks the NFT claims stay open: about a year of 3-second blocks. */
export const CLAIM_OPEN_BLOCKS = 10_512_000n;
/** How far ahead of the deployment the vault claim's threshold lies, so every depositor so far qualifies. */
export const VAULT_CLAIM_THRESHOLD_SECONDS = 365n * 24n * 3600n;
/** Most offerings one `checkClaimStatuses` call reads. */
export const POINT_CENTER_MAX_VIEW_LENGTH = 100n;

/** Every local collectible's own token URI: its identifier's metadata file under the base URI. */
export const collectibleTokenUri = (identifier: string): string => `${identifier}.json`;

/** The factory's starters' token URIs by bunnyId from 0, as its constructor takes them. */
export function starterTokenUris(): string[] {
  return STARTER_COLLECTIBLES.map(({ bunnyId, identifier }, index) => {
    if (bunnyId !== index) throw new Error(`Starter bunnyIds must run from 0; ${identifier} is ${bunnyId}`);
    return collectibleTokenUri(identifier);
  });
}

/** What a claim contract mints and grants: its collectible and its campaign, from the shared catalogue. */
export function claimTerms(
  source: Exclude<CollectibleSource, "starter">,
  campaignId: bigint,
  endBlock: bigint,
) {
  const collectible = LOCAL_COLLECTIBLES.find((candidate) => candidate.source === source);
  const campaign = LOCAL_POINT_CAMPAIGNS.find((candidate) => candidate.campaignId === campaignId);
  if (collectible === undefined || campaign === undefined) {
    throw new Error(`The catalogue has no ${source} collectible or no campaign ${campaignId}`);
  }
  return {
    bunnyId: collectible.bunnyId,
    tokenURI: collectibleTokenUri(collectible.identifier),
    endBlock,
    numberPoints: BigInt(campaign.points),
    campaignId,
  };
}

export const PREDICTION_CLAIM_CAMPAIGN = 200_003n;
export const VAULT_CLAIM_CAMPAIGN = 200_004n;

/** A seeded profile: a dev account's starter, team, points, and whether it ends paused. */
export interface SeedProfile {
  /** Index of LOCAL_DEV_MNEMONIC. */
  readonly accountIndex: number;
  readonly starterBunnyId: number;
  readonly teamId: number;
  /** Campaigns granted through increaseUserPoints, each with the campaign's points. */
  readonly campaigns: readonly bigint[];
  readonly paused: boolean;
}

/**
 * Dev accounts 1-3 active in teams 1-3 with the Griddle Pioneer achievement (and Lucky Draw for
 * account 1); dev account 4 paused. Account 0, the Dev wallet's first account, has no profile, so
 * the setup flow starts from scratch there; it played the seeded prediction rounds and holds vault
 * shares, so both claims await it once it has a profile.
 */
export const SEED_PROFILES: readonly SeedProfile[] = [
  { accountIndex: 1, starterBunnyId: 0, teamId: 1, campaigns: [200_001n, 200_002n], paused: false },
  { accountIndex: 2, starterBunnyId: 1, teamId: 2, campaigns: [200_001n], paused: false },
  { accountIndex: 3, starterBunnyId: 2, teamId: 3, campaigns: [200_001n], paused: false },
  { accountIndex: 4, starterBunnyId: 3, teamId: 1, campaigns: [], paused: true },
];

/** A team's seeded achievement: points granted through increaseTeamPoints under a campaign. */
export interface SeedTeamPoints {
  readonly teamId: number;
  readonly campaignId: bigint;
}

/**
 * Team 2 won a trading competition (Flipping Champion) and team 3 took part in one, so the
 * leaderboard has an order and team pages have achievements right after start.
 */
export const SEED_TEAM_POINTS: readonly SeedTeamPoints[] = [
  { teamId: 2, campaignId: 300_001n },
  { teamId: 3, campaignId: 200_001n },
];

/** A campaign's points, from the shared catalogue. */
export function campaignPoints(campaignId: bigint): bigint {
  const campaign = LOCAL_POINT_CAMPAIGNS.find((candidate) => candidate.campaignId === campaignId);
  if (campaign === undefined) throw new Error(`No campaign ${campaignId} in the catalogue`);
  return BigInt(campaign.points);
}
