import { CompetitionStatus } from "@griddle/sdk";

/** What the register panel shows (spec 001 section 6: an active profile is required). */
export type RegisterEligibility =
  "connect" | "loading" | "registered" | "closed" | "no-profile" | "paused" | "can-register";

export interface RegisterEligibilityInput {
  readonly connected: boolean;
  readonly status: CompetitionStatus | undefined;
  /** Undefined while loading. */
  readonly registered: boolean | undefined;
  /** Undefined while loading; null for an account without a profile. */
  readonly profile: { readonly isActive: boolean } | null | undefined;
}

/**
 * Whether the account may register, and if not why: a visitor must connect; registration is only
 * open in its phase; it needs a profile, and an active one.
 */
export function registerEligibility({
  connected,
  status,
  registered,
  profile,
}: RegisterEligibilityInput): RegisterEligibility {
  if (!connected) return "connect";
  if (status === undefined || registered === undefined || profile === undefined) return "loading";
  if (registered) return "registered";
  if (status !== CompetitionStatus.Registration) return "closed";
  if (profile === null) return "no-profile";
  if (!profile.isActive) return "paused";
  return "can-register";
}
