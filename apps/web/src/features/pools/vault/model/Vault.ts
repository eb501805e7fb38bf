/** Fees in hundredths of a percent (divide by 100 for percent); the period in seconds. */
export interface VaultFees {
  readonly performanceFee: number;
  readonly callFee: number;
  readonly withdrawalFee: number;
  readonly withdrawalFeePeriod: number;
}

/** The auto-compounding CAKE vault as every visitor sees it (spec 000 section 3); raw CAKE units. */
export interface VaultPublicData {
  readonly totalShares: bigint;
  /** CAKE per share, scaled by 1e18. */
  readonly pricePerFullShare: bigint;
  readonly totalCakeInVault: bigint;
  /** What harvest() would pay its caller now: the bounty. */
  readonly estimatedCakeBountyReward: bigint;
  readonly totalPendingCakeHarvest: bigint;
  readonly fees: VaultFees;
  /** Percent per year after the performance fee, compounded 5000 times a day; null when unknown. */
  readonly apy: number | null;
  /** The CAKE price in US dollars; null when unknown. */
  readonly cakePrice: number | null;
}

/** The connected account's vault position; raw units, times in unix seconds. */
export interface VaultUserData {
  readonly userShares: bigint;
  readonly cakeAtLastUserAction: bigint;
  readonly lastDepositedTime: number;
  readonly lastUserActionTime: number;
  readonly allowance: bigint;
  /** The wallet's CAKE balance. */
  readonly cakeBalance: bigint;
}

export interface Vault extends VaultPublicData {
  /** Undefined without an account or while its reads load (spec 000: isLoading true). */
  readonly userData: VaultUserData | undefined;
}
