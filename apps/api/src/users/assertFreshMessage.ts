import { ApiError } from "../http/ApiError.ts";

/** How long a signed registration message stays good: time to read, sign and send, no more. */
export const MESSAGE_LIFETIME_MS = 10 * 60_000;
/** How far ahead of the server's clock a client's clock may run. */
export const MAX_CLOCK_SKEW_MS = 60_000;

/**
 * Refuses a message issued too long ago, or later than a slightly fast clock explains: an old
 * signature found somewhere is of no use, and one dated ahead would stay usable for longer.
 */
export function assertFreshMessage(issuedAt: Date, now: Date): void {
  const ageMs = now.getTime() - issuedAt.getTime();
  if (ageMs > MESSAGE_LIFETIME_MS) {
    throw new ApiError(
      401,
      `The signed message expired (it is good for ${MESSAGE_LIFETIME_MS / 60_000} minutes): sign a new one.`,
    );
  }
  if (ageMs < -MAX_CLOCK_SKEW_MS) {
    throw new ApiError(
      401,
      "The signed message is dated in the future: check your device's clock and sign again.",
    );
  }
}
