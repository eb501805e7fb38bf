/** GriddleTradingCompetition's phases, with the contract's numbering (its CompetitionStatus enum). */
export const CompetitionStatus = {
  Registration: 0,
  Live: 1,
  Close: 2,
  Claiming: 3,
  Over: 4,
} as const;

export type CompetitionStatus = (typeof CompetitionStatus)[keyof typeof CompetitionStatus];

/** The status a chain read returned, checked to be one of the phases. */
export function toCompetitionStatus(value: number): CompetitionStatus {
  if (!Number.isInteger(value) || value < CompetitionStatus.Registration || value > CompetitionStatus.Over) {
    throw new RangeError(`Unknown competition status ${value}`);
  }
  return value as CompetitionStatus;
}
