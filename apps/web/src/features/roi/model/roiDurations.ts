/** The 'Staked for' choices (spec 000 section 9, ROI durations); the label is also the translation key. */
export const ROI_DURATIONS = [
  { label: "1D", days: 1 },
  { label: "7D", days: 7 },
  { label: "30D", days: 30 },
  { label: "1Y", days: 365 },
  { label: "5Y", days: 1825 },
] as const;

/** The calculator opens on one year (1Y). */
export const DEFAULT_STAKING_DURATION_INDEX = 3;
