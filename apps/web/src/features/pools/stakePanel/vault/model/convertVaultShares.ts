/** pricePerFullShare is the CAKE value of 1e18 shares. */
const FULL_SHARE = 10n ** 18n;

/** The CAKE the vault would pay for `shares` at `pricePerFullShare`, before any fee; rounded down. */
export function convertSharesToCake(shares: bigint, pricePerFullShare: bigint): bigint {
  return (shares * pricePerFullShare) / FULL_SHARE;
}

/** The shares worth `cake` at `pricePerFullShare`, rounded down (0 while the price is unknown). */
export function convertCakeToShares(cake: bigint, pricePerFullShare: bigint): bigint {
  if (pricePerFullShare <= 0n) return 0n;
  return (cake * FULL_SHARE) / pricePerFullShare;
}
