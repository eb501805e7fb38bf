import type { Address } from "viem";
import type { Profile } from "../../model/Profile.ts";

/** getUserProfile's six values: userId, numberPoints, teamId, nftAddress, tokenId, isActive. */
export type UserProfileResult = readonly [bigint, bigint, bigint, Address, bigint, boolean];

/**
 * The account's profile from hasRegistered and getUserProfile; null for an account that never
 * registered (getUserProfile reverts for it) or when a read failed.
 */
export function parseUserProfile(
  hasRegistered: boolean | null,
  result: UserProfileResult | null,
): Profile | null {
  if (hasRegistered !== true || result === null) return null;
  const [userId, points, teamId, nftAddress, tokenId, isActive] = result;
  return { userId, points, teamId: Number(teamId), nftAddress, tokenId, isActive };
}
