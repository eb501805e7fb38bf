import type { VotingPowerBreakdown } from "./VotingPower.ts";

/** The raw reads, in wei (LP amounts in LP wei), one address at one block. */
export interface VotingPowerReads {
  readonly walletCake: bigint;
  readonly vaultShares: bigint;
  /** The vault's CAKE per 1e18 shares. */
  readonly pricePerFullShare: bigint;
  readonly manualPoolStaked: bigint;
  readonly partnerPoolStakes: readonly bigint[];
  readonly lpInWallet: bigint;
  readonly lpInFarm: bigint;
  readonly lpTotalSupply: bigint;
  /** The CAKE-BNB pair's CAKE reserve. */
  readonly cakeReserve: bigint;
}

const FULL_SHARE = 10n ** 18n;

/**
 * PancakeSwap's voting power: every CAKE the address could withdraw, wherever it sits. An LP token
 * counts for its share of the pair's CAKE reserve only (the BNB side is not CAKE). Rounded down,
 * like the contracts that would pay it out.
 */
export function computeVotingPower(reads: VotingPowerReads): VotingPowerBreakdown & { total: bigint } {
  const cakeInLp = (lp: bigint) =>
    reads.lpTotalSupply === 0n ? 0n : (lp * reads.cakeReserve) / reads.lpTotalSupply;
  const breakdown = {
    wallet: reads.walletCake,
    vault: (reads.vaultShares * reads.pricePerFullShare) / FULL_SHARE,
    manualPool: reads.manualPoolStaked,
    partnerPools: reads.partnerPoolStakes.reduce((sum, stake) => sum + stake, 0n),
    lpWallet: cakeInLp(reads.lpInWallet),
    lpFarm: cakeInLp(reads.lpInFarm),
  };
  const total = Object.values(breakdown).reduce((sum, part) => sum + part, 0n);
  return { ...breakdown, total };
}
