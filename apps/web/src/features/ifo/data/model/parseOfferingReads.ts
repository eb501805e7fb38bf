import { uintOrNull } from "../../../../shared/chain/index.ts";
import type { OfferingPool, UserPool } from "../../model/Offering.ts";
import type { OfferingVersion } from "@griddle/sdk";

/** Version 1 reports shares at 1e6, version 2 (and the app) at 1e12. */
const V1_ALLOCATION_SCALE = 10n ** 6n;

function uintsOf(value: unknown): bigint[] | null {
  if (!Array.isArray(value)) return null;
  const uints = value.map(uintOrNull);
  return uints.every((uint): uint is bigint => uint !== null) ? uints : null;
}

/**
 * The pools from an offering's public reads (offeringPublicCalls' order); null while one did not answer.
 * Version 1's only pool is an untaxed, unlimited one.
 */
export function parseOfferingPools(
  version: OfferingVersion,
  reads: readonly unknown[],
): OfferingPool[] | null {
  if (version === 1) {
    const [offeringAmount, raisingAmount, totalAmount] = reads.map(uintOrNull);
    if (offeringAmount == null || raisingAmount == null || totalAmount == null) return null;
    return [
      {
        kind: "poolUnlimited",
        pid: 1,
        offeringAmount,
        raisingAmount,
        totalAmount,
        limitPerUser: 0n,
        hasTax: false,
        taxRate: 0n,
      },
    ];
  }
  const [basic, unlimited, taxRead] = reads;
  const taxRate = uintOrNull(taxRead);
  const pool = (value: unknown, pid: 0 | 1, rate: bigint): OfferingPool | null => {
    if (!Array.isArray(value)) return null;
    const [raisingAmount, offeringAmount, limitPerUser, hasTax, totalAmount] = value as unknown[];
    const uints = [raisingAmount, offeringAmount, limitPerUser, totalAmount].map(uintOrNull);
    const [raising, offering, limit, total] = uints;
    if (raising == null || offering == null || limit == null || total == null || typeof hasTax !== "boolean")
      return null;
    return {
      kind: pid === 0 ? "poolBasic" : "poolUnlimited",
      pid,
      offeringAmount: offering,
      raisingAmount: raising,
      totalAmount: total,
      limitPerUser: limit,
      hasTax,
      taxRate: hasTax ? rate : 0n,
    };
  };
  if (taxRate === null) return null;
  const pools = [pool(basic, 0, 0n), pool(unlimited, 1, taxRate)];
  return pools.every((entry): entry is OfferingPool => entry !== null) ? pools : null;
}

/** The account's part in each pool from offeringUserCalls' reads; null while one did not answer. */
export function parseUserPools(version: OfferingVersion, reads: readonly unknown[]): UserPool[] | null {
  if (version === 1) {
    const [info, offeringRead, refundRead, allocationRead] = reads;
    const offeringAmount = uintOrNull(offeringRead);
    const refundingAmount = uintOrNull(refundRead);
    const allocation = uintOrNull(allocationRead);
    if (!Array.isArray(info) || offeringAmount === null || refundingAmount === null || allocation === null)
      return null;
    const [amount, claimed] = info as unknown[];
    if (typeof amount !== "bigint" || typeof claimed !== "boolean") return null;
    return [
      {
        amount,
        claimed,
        offeringAmount,
        refundingAmount,
        taxAmount: 0n,
        allocation: allocation * V1_ALLOCATION_SCALE,
      },
    ];
  }
  const [info, amountsRead, allocationsRead] = reads;
  if (!Array.isArray(info)) return null;
  const [amountsValue, claimedValue] = info as unknown[];
  const amounts = uintsOf(amountsValue);
  const allocations = uintsOf(allocationsRead);
  const claimed = Array.isArray(claimedValue) ? (claimedValue as unknown[]) : null;
  const settlements = Array.isArray(amountsRead) ? (amountsRead as unknown[]).map(uintsOf) : null;
  if (amounts === null || allocations === null || claimed === null || settlements === null) return null;
  const pools = [0, 1].map((pid): UserPool | null => {
    const amount = amounts[pid];
    const settlement = settlements[pid];
    const allocation = allocations[pid];
    const poolClaimed = claimed[pid];
    if (amount === undefined || !settlement || allocation === undefined || typeof poolClaimed !== "boolean")
      return null;
    const [offeringAmount, refundingAmount, taxAmount] = settlement;
    if (offeringAmount === undefined || refundingAmount === undefined || taxAmount === undefined) return null;
    return { amount, claimed: poolClaimed, offeringAmount, refundingAmount, taxAmount, allocation };
  });
  return pools.every((entry): entry is UserPool => entry !== null) ? pools : null;
}
