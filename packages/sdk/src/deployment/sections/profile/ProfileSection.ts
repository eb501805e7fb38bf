import type { Address } from "viem";

/**
 * Profiles, teams, collectibles and achievement points (spec 001 sections 3 to 7): the profile
 * contract, its collection, the starter factory, the two NFT claims and the IFO points center.
 *
 * The local seed leaves: dev accounts 1, 2 and 3 with a starter each and an active profile in teams
 * 1, 2 and 3 (100 points of campaign 200001 each, and 50 more of 200002 for account 1); dev account
 * 4 with a starter and a paused profile in team 1 (its starter back in its wallet); account 0 (the
 * Dev wallet's first account) with no profile, but CAKE, and eligible for both claims once it has
 * one (it played prediction rounds 1 to 7 and holds vault shares).
 */
export interface ProfileSection {
  readonly profile: {
    /** GriddleProfile: profiles, teams, points (PancakeProfile's ABI). */
    readonly profile: Address;
    /** GriddleBunnies: the collectible collection, approved on the profile. */
    readonly collection: Address;
    /** BunnyFactory: sells one starter (bunnyIds 0 to 4) per address. */
    readonly factory: Address;
    /** BunnySpecialPrediction: the claim of early prediction players (bunnyId 5, campaign 200003). */
    readonly predictionClaim: Address;
    /** BunnySpecialCakeVault: the claim of early vault depositors (bunnyId 6, campaign 200004). */
    readonly vaultClaim: Address;
    /** PointCenterIFO: points for offerings' participants; every offering of the ifo section is registered there. */
    readonly pointCenterIfo: Address;
    /** Receives every CAKE the profile and the factory charge: an account nobody uses. */
    readonly cakeReceiver: Address;
    /** The block the profile contracts were deployed in: the indexer starts there. */
    readonly startBlock: number;
  };
}
