import type { Address } from "viem";
import type { CollectibleClaimKind } from "../../model/collectibleCalls.ts";

/** One NFT-claim contract (spec 001 section 3) as the account sees it. */
export interface CollectibleClaim {
  readonly kind: CollectibleClaimKind;
  readonly contract: Address;
  /** The collectible it mints. */
  readonly bunnyId: number;
  /** The points and campaign the claim adds to the profile. */
  readonly numberPoints: bigint;
  readonly campaignId: bigint;
  /** Undefined without an account or while it loads. */
  readonly canClaim: boolean | undefined;
  readonly hasClaimed: boolean | undefined;
}
