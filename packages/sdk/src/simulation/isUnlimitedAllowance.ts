/**
 * No token's supply comes near 2^128 (3.4·10^38 of its smallest units), so an allowance that large can
 * never run out: it is unlimited in effect, whichever "maximum" the dapp picked (2^256−1, 2^255−1, or
 * Permit2's 2^160−1). Naming all of them unlimited is what protects the user.
 */
const UNLIMITED_FROM = 2n ** 128n;

export function isUnlimitedAllowance(amount: bigint): boolean {
  return amount >= UNLIMITED_FROM;
}
