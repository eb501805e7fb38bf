/** At or below this many wei the wallet modal warns that fees cannot be paid (spec: 2000000000). */
export const LOW_NATIVE_BALANCE_WEI = 2_000_000_000n;

export function isLowNativeBalance(balance: bigint): boolean {
  return balance <= LOW_NATIVE_BALANCE_WEI;
}
