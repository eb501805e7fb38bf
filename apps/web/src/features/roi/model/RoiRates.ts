/** What the calculator computes with; it comes from the pool or farm and can change every block. */
export interface RoiRates {
  /** Percent per year (for farms: the CAKE rewards only, which is what the ROI is paid in). */
  readonly apr: number;
  /** US dollars per whole token. */
  readonly stakingTokenPrice: number;
  readonly earningTokenPrice: number;
  /** Percent of the gains taken as a fee; 0 for none. */
  readonly performanceFee: number;
  /** Compounds per day of a pool that compounds by itself; overrides the user's choice when set. */
  readonly autoCompoundFrequency: number | undefined;
}
