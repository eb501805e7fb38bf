/** The share of `max` that a slider position or quick button (25, 50, 75, 100) stands for, rounded down. */
export function amountForPercent(max: bigint, percent: number): bigint {
  const whole = BigInt(Math.min(Math.max(Math.round(percent), 0), 100));
  return (max * whole) / 100n;
}

/** Where the slider sits for a typed amount: whole percent of `max`, at most 100 (0 with nothing to fill). */
export function percentForAmount(amount: bigint | undefined, max: bigint): number {
  if (amount === undefined || max <= 0n || amount <= 0n) return 0;
  const percent = (amount * 100n) / max;
  return percent > 100n ? 100 : Number(percent);
}
