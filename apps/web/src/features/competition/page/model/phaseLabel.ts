import { CompetitionStatus } from "@griddle/sdk";

/** Each phase's name on the page (English keys, translated when rendered). */
export const PHASE_LABELS = {
  [CompetitionStatus.Registration]: "Registration",
  [CompetitionStatus.Live]: "Live",
  [CompetitionStatus.Close]: "Calculating results",
  [CompetitionStatus.Claiming]: "Claim rewards",
  [CompetitionStatus.Over]: "Finished",
} as const satisfies Readonly<Record<CompetitionStatus, string>>;

/** What the countdown counts to in each phase that has one. */
export const COUNTDOWN_LABELS: Readonly<
  Partial<Record<CompetitionStatus, "Trading starts in" | "Trading ends in">>
> = {
  [CompetitionStatus.Registration]: "Trading starts in",
  [CompetitionStatus.Live]: "Trading ends in",
};
