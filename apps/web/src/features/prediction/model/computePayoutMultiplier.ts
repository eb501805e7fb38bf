/**
 * What a side pays per unit bet if it wins: total pot / side's amount × rewardRate / 100; 0 while
 * nobody is on that side (the screen shows it as '0.00x').
 */
export function computePayoutMultiplier(totalAmount: bigint, sideAmount: bigint, rewardRate: bigint): number {
  if (sideAmount === 0n) return 0;
  // 10^6 fixed point keeps the two decimals shown exact for any realistic pot.
  const scaled = (totalAmount * rewardRate * 1_000_000n) / (sideAmount * 100n);
  return Number(scaled) / 1_000_000;
}
