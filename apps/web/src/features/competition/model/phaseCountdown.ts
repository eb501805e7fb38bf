import { CompetitionStatus, type IndexedCompetitionPhase } from "@griddle/sdk";

/** The keeper's schedule, from the deployment: seconds of registration and of live trading. */
export interface CompetitionSchedule {
  readonly registrationSeconds: number;
  readonly liveSeconds: number;
}

/**
 * When the current phase is due to end (unix seconds): registration and the live phase end on the
 * schedule, counted from the phase's start as indexed; the close, the claims and the end have no
 * planned end. Undefined without the phase's start or a schedule.
 */
export function phaseEndsAt(
  status: CompetitionStatus,
  phases: readonly IndexedCompetitionPhase[],
  schedule: CompetitionSchedule | undefined,
): number | undefined {
  if (schedule === undefined) return undefined;
  const started = phases.find((phase) => phase.status === status)?.timestamp;
  if (started === undefined) return undefined;
  switch (status) {
    case CompetitionStatus.Registration:
      return started + schedule.registrationSeconds;
    case CompetitionStatus.Live:
      return started + schedule.liveSeconds;
    default:
      return undefined;
  }
}
