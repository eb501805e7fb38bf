import type { OfferingPool, UserPool } from "./Offering.ts";

/**
 * The most LP the account can still commit to `pool`: its LP balance, capped for a pool with a limit
 * per user (spec 001 section 9: the basic sale's cap) by what is left of that limit.
 */
export function maxCommit(
  pool: Pick<OfferingPool, "limitPerUser">,
  user: Pick<UserPool, "amount">,
  balance: bigint,
): bigint {
  if (pool.limitPerUser === 0n) return balance;
  const left = pool.limitPerUser > user.amount ? pool.limitPerUser - user.amount : 0n;
  return left < balance ? left : balance;
}
