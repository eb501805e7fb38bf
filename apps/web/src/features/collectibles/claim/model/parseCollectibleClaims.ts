import type { Address } from "viem";
import type { CollectibleClaimKind } from "../../model/collectibleCalls.ts";
import type { CollectibleClaim } from "./CollectibleClaim.ts";

/** Each claim contract's reads in order: bunnyId, numberPoints, campaignId, then with an account canClaim, hasClaimed. */
export type ClaimReads = readonly unknown[];

/**
 * The claims from their reads; a claim whose bunnyId could not be read is left out (it cannot be
 * shown), and an unread flag stays undefined so no button offers what the chain did not confirm.
 */
export function parseCollectibleClaims(
  claims: readonly { readonly kind: CollectibleClaimKind; readonly contract: Address }[],
  reads: readonly ClaimReads[],
): CollectibleClaim[] {
  return claims.flatMap((claim, index) => {
    const [bunnyId, numberPoints, campaignId, canClaim, hasClaimed] = reads[index] ?? [];
    if (typeof bunnyId !== "number") return [];
    return [
      {
        ...claim,
        bunnyId,
        numberPoints: typeof numberPoints === "bigint" ? numberPoints : 0n,
        campaignId: typeof campaignId === "bigint" ? campaignId : 0n,
        canClaim: typeof canClaim === "boolean" ? canClaim : undefined,
        hasClaimed: typeof hasClaimed === "boolean" ? hasClaimed : undefined,
      },
    ];
  });
}
