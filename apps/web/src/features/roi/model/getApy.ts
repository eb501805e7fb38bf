const DAYS_PER_YEAR = 365;

/**
 * The yield over `days` of an `apr` (percent per year) compounded `compoundsPerDay` times a day, less
 * the `performanceFee` percent taken from the gains, as a decimal (0.5 is 50%). With no compounding
 * the APR accrues simply. Over 365 days this is the APY.
 */
export function getApy(apr: number, compoundsPerDay = 1, days = DAYS_PER_YEAR, performanceFee = 0): number {
  const aprAsDecimal = apr / 100;
  const yearFraction = days / DAYS_PER_YEAR;
  const timesCompounded = DAYS_PER_YEAR * compoundsPerDay;
  const grossYield =
    timesCompounded > 0
      ? (1 + aprAsDecimal / timesCompounded) ** (timesCompounded * yearFraction) - 1
      : aprAsDecimal * yearFraction;
  return grossYield * (1 - performanceFee / 100);
}
