/** Where a swap stands for the trading competition when the indexer reaches it. */
export interface CompetitionSwapContext {
  /** The latest phase the competition entered before the swap (0 Registration … 4 Over), if any. */
  readonly status: number | undefined;
  /** The swap's pair is one of the eligible pairs. */
  readonly eligiblePair: boolean;
  /** The transaction's sender registered for the competition. */
  readonly registered: boolean;
}

/** Status 1, GriddleTradingCompetition's Live. */
const LIVE = 1;

/**
 * Whether a swap adds to its trader's competition volume: only on an eligible pair, by a registered
 * trader, while the competition is live (events are handled in chain order, so the Live and Close
 * events bound the live phase to the log).
 */
export function countsForCompetition({ status, eligiblePair, registered }: CompetitionSwapContext): boolean {
  return status === LIVE && eligiblePair && registered;
}
