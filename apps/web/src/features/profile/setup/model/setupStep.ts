import type { Address } from "viem";

/** Spec 001 section 2: the profile setup's 4 steps, in order, then done. */
export const SETUP_STEPS = ["starter", "avatar", "team", "name"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number] | "done";

/** A collectible of an approved collection, by its contract and token. */
export interface CollectibleRef {
  readonly nftAddress: Address;
  readonly tokenId: bigint;
}

export interface SetupProgress {
  /** How many collectibles of approved collections the wallet holds. */
  readonly ownedCollectibles: number;
  /** The profile picture chosen at step 2, when the wallet still holds it. */
  readonly chosenCollectible: CollectibleRef | undefined;
  /** The team chosen at step 3, when it is still joinable. */
  readonly chosenTeamId: number | undefined;
  readonly hasProfile: boolean;
  /** The API's username for the account; '' while none is set. */
  readonly username: string;
}

/**
 * The first step not done yet, so the setup resumes there after a reload or a failed transaction.
 * A profile made without its name (the name could not be saved after the profile's transaction) goes
 * back to the name step only: the CAKE is paid and the collectible is in the profile, so nothing
 * before it is asked again.
 */
export function currentSetupStep(progress: SetupProgress): SetupStep {
  if (progress.hasProfile) return progress.username === "" ? "name" : "done";
  if (progress.chosenCollectible === undefined)
    return progress.ownedCollectibles === 0 ? "starter" : "avatar";
  if (progress.chosenTeamId === undefined) return "team";
  return "name";
}

/** Whether `step` can be opened again: it is the first step not done, or one before it. */
export function canOpenStep(step: SetupStep, current: SetupStep): boolean {
  if (current === "done") return true;
  if (step === "done") return false;
  return SETUP_STEPS.indexOf(step) <= SETUP_STEPS.indexOf(current);
}
