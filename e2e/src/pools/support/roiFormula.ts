// The ROI calculator's arithmetic written out by hand from the spec, to check what the modal shows.

const DAYS_PER_YEAR = 365;

/**
 * The return on 1 dollar over `days` at `aprPercent` a year, compounded `compoundsPerDay` times a day
 * (0: simple interest), less `feePercent` of the gains: (1 + apr / n)^(n · days / 365) − 1.
 */
export function roiPerDollar(
  aprPercent: number,
  compoundsPerDay: number,
  days: number,
  feePercent = 0,
): number {
  const apr = aprPercent / 100;
  const periodsPerYear = DAYS_PER_YEAR * compoundsPerDay;
  const gross =
    periodsPerYear === 0
      ? (apr * days) / DAYS_PER_YEAR
      : (1 + apr / periodsPerYear) ** ((periodsPerYear * days) / DAYS_PER_YEAR) - 1;
  return gross * (1 - feePercent / 100);
}

/** The range a rate shown with 2 decimals ('500.00%') stands for. */
export function shownRateBounds(shownPercent: number): readonly [number, number] {
  return [shownPercent - 0.005, shownPercent + 0.005];
}

/** Asserts `value` lies within [low − slack, high + slack], saying what was compared. */
export function assertWithin(
  value: number,
  [low, high]: readonly [number, number],
  slack: number,
  what: string,
): void {
  if (value < low - slack || value > high + slack) {
    throw new Error(`${what}: shown ${value}, expected between ${low - slack} and ${high + slack}`);
  }
}
