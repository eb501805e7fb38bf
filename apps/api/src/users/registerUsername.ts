import type { Address } from "viem";
import type { ApiDatabase } from "../db/ApiDatabase.ts";
import { ApiError } from "../http/ApiError.ts";
import type { ChainProfiles, ProfileRegistry } from "../profile/ProfileRegistry.ts";
import { ProfileRegistryUnavailableError } from "../profile/ProfileRegistryUnavailableError.ts";
import type { RegistrationRequest } from "./parseRegistrationRequest.ts";
import { saveUsername } from "./saveUsername.ts";
import { verifyRegistration } from "./verifyRegistration.ts";

export interface RegisterUsernameParameters {
  readonly db: ApiDatabase;
  /** Undefined where the deployment has no profile contract. */
  readonly profiles: ChainProfiles | undefined;
  readonly request: RegistrationRequest;
  readonly now: Date;
}

async function assertActiveProfile(registry: ProfileRegistry, address: Address): Promise<void> {
  let active: boolean;
  try {
    active = await registry.hasActiveProfile(address);
  } catch (error) {
    if (error instanceof ProfileRegistryUnavailableError) {
      throw new ApiError(503, "The profile contract could not be read: try again in a moment.", {
        cause: error,
      });
    }
    throw error;
  }
  if (!active) {
    throw new ApiError(
      403,
      `${address} has no active profile: create or reactivate one before choosing a username.`,
    );
  }
}

/**
 * Sets a username for good: the signed message must be the account's own, fresh and unused, the
 * account must own an active profile on chain, and neither the account nor the name may be taken.
 */
export async function registerUsername({
  db,
  profiles,
  request,
  now,
}: RegisterUsernameParameters): Promise<void> {
  if (profiles === undefined) throw new ApiError(503, "Profiles are not available on this chain");
  const messageHash = await verifyRegistration(request, profiles.chainId, now);
  await assertActiveProfile(profiles.registry, request.address);
  await saveUsername(db, { address: request.address, username: request.username, messageHash });
}
