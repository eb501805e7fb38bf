// Snapshot's limits for what a message may carry (its sequencer refuses larger ones), and this
// hub's own for what Snapshot leaves to each space.

export const MAX_TITLE_LENGTH = 256;
export const MAX_BODY_LENGTH = 100_000;
export const MAX_DISCUSSION_LENGTH = 256;
/** Spec 001 section 5: a proposal offers at least two choices. */
export const MIN_CHOICES = 2;
export const MAX_CHOICES = 20;
export const MAX_CHOICE_LENGTH = 32;
export const MAX_REASON_LENGTH = 5_000;
export const MAX_METADATA_LENGTH = 2_000;
export const MAX_PLUGINS_LENGTH = 2_000;
export const MAX_APP_LENGTH = 24;
/** The space ids are short words; anything longer is not one of ours. */
export const MAX_SPACE_LENGTH = 64;

/** A message may be signed up to 6 days before it arrives (Snapshot's window)… */
export const MAX_MESSAGE_AGE_SECONDS = 6 * 24 * 60 * 60;
/** …and dated up to 5 minutes ahead of the hub's clock, for a client whose clock runs fast. */
export const MAX_MESSAGE_AHEAD_SECONDS = 300;

/** The largest envelope /api/msg reads: a 100,000-character body escaped as JSON, and the rest. */
export const MAX_ENVELOPE_BYTES = 1024 * 1024;
