/** Spec 001 section 4: the IFO status enumeration, with its numeric values. */
export const IfoStatus = {
  ToBeAnnounced: 0,
  Pending: 1,
  Open: 2,
  Finished: 3,
  Closed: 4,
} as const;

export type IfoStatus = (typeof IfoStatus)[keyof typeof IfoStatus];

export interface OfferingTiming {
  readonly startBlock: number;
  readonly endBlock: number;
  readonly isActive: boolean;
}

/**
 * The offering's status at `currentBlock`: to be announced until the block is known, pending before
 * the start, open until the end (commitments are taken from the start block up to the one before
 * the end), then finished for the current offering (harvest time) and closed for past ones.
 */
export function offeringStatus(offering: OfferingTiming, currentBlock: number | undefined): IfoStatus {
  if (currentBlock === undefined || offering.startBlock === 0) return IfoStatus.ToBeAnnounced;
  if (currentBlock < offering.startBlock) return IfoStatus.Pending;
  if (currentBlock < offering.endBlock) return IfoStatus.Open;
  return offering.isActive ? IfoStatus.Finished : IfoStatus.Closed;
}
