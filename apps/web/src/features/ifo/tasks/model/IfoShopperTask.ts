import type { OfferingConfig } from "../../model/Offering.ts";

/** An offering's 'IFO Shopper' points claim for the connected account (spec 001 sections 3 and 7). */
export interface IfoShopperTask {
  readonly offering: OfferingConfig;
  /** LP committed in all, and whether every pool committed to was harvested (the sale's userInfo). */
  readonly committed: bigint;
  readonly collected: boolean;
  /** The points center's terms: LP to commit at least, and the points. */
  readonly thresholdToClaim: bigint;
  readonly numberPoints: bigint;
  readonly canClaim: boolean;
  readonly hasClaimed: boolean;
}
