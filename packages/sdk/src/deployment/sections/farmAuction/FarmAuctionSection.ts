import type { Address } from "viem";

/** A whitelisted bidder with the project name the app shows for it. */
export interface DeployedAuctionBidder {
  readonly address: Address;
  readonly name: string;
}

/** The farm auction (spec 001 sections 3, 6 and 7), who runs it and the names of its bidders. */
export interface FarmAuctionSection {
  readonly farmAuction: {
    /** FarmAuction: whitelist, auctions, bids, reclaims. */
    readonly contract: Address;
    /** The block the auction was deployed in. */
    readonly startBlock: number;
    /** Collects the winners' CAKE and sets the operator and the length limit. */
    readonly owner: Address;
    /** Manages the whitelist, starts and closes auctions. */
    readonly operator: Address;
    /** The project wallets the seed whitelisted, with their names. */
    readonly bidders: readonly DeployedAuctionBidder[];
  };
}
