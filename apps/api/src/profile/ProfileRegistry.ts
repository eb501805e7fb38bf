import type { Address } from "viem";

/**
 * Where the API learns whether an account may have a username: only the owner of an active profile
 * on the profile contract. An interface so that route tests need no chain.
 */
export interface ProfileRegistry {
  /**
   * True when `address` has a profile and it is active; false when it has none or a paused one.
   * Throws ProfileRegistryUnavailableError when the chain cannot tell.
   */
  hasActiveProfile(address: Address): Promise<boolean>;
}

/** The chain a registration message must name, and its profile contract. */
export interface ChainProfiles {
  readonly chainId: number;
  readonly registry: ProfileRegistry;
}
