export interface CanClaimBountyParameters {
  /** What harvest() would pay its caller now, in raw CAKE. */
  readonly bountyReward: bigint;
  /** US dollars per CAKE; null when unknown. */
  readonly cakePrice: number | null;
  /** The harvest caller's fee in hundredths of a percent. */
  readonly callFee: number;
}

/**
 * Bounty Confirm is off when the reward, its USD value or the call fee is missing (spec 000 section 5);
 * a zero counts as missing, since there is nothing to claim then.
 */
export function canClaimBounty({ bountyReward, cakePrice, callFee }: CanClaimBountyParameters): boolean {
  return (
    bountyReward > 0n && cakePrice !== null && Number.isFinite(cakePrice) && cakePrice > 0 && callFee > 0
  );
}
