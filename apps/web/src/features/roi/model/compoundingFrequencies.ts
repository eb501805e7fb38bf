/**
 * The 'Compounding every' choices as compounds per day (spec 000 section 9, Compounding frequency
 * map: 1D = 1, 7D ≈ 0.142857, 14D ≈ 0.071429, 30D ≈ 0.033333); the label is the translation key.
 */
export const COMPOUNDING_FREQUENCIES = [
  { label: "1D", compoundsPerDay: 1 },
  { label: "7D", compoundsPerDay: 1 / 7 },
  { label: "14D", compoundsPerDay: 1 / 14 },
  { label: "30D", compoundsPerDay: 1 / 30 },
] as const;

/** Once a day unless the user picks another frequency. */
export const DEFAULT_COMPOUNDING_INDEX = 0;
