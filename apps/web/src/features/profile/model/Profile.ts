import type { Address } from "viem";

/**
 * A registered account's profile as the profile contract keeps it (spec 001 section 3: getUserProfile's
 * six values), with the username the API holds for it ('' while none is set).
 */
export interface Profile {
  readonly userId: bigint;
  readonly points: bigint;
  readonly teamId: number;
  /** The avatar: a collectible the profile contract holds while the profile is active. */
  readonly nftAddress: Address;
  readonly tokenId: bigint;
  readonly isActive: boolean;
}
