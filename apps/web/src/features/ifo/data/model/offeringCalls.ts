import type { Address } from "viem";
import { ifoSaleV1Abi, ifoSaleV2Abi } from "@griddle/sdk";
import type { OfferingConfig } from "../../model/Offering.ts";

const BOTH_POOLS = [0, 1] as const;

/**
 * An offering's public reads (spec 001 sections 3 and 7, sale contract data): version 2's pool
 * information and tax rate per pool; version 1's offering, raising and committed amounts.
 */
export function offeringPublicCalls({ definition, address }: OfferingConfig) {
  if (definition.version === 1) {
    return [
      { address, abi: ifoSaleV1Abi, functionName: "offeringAmount" },
      { address, abi: ifoSaleV1Abi, functionName: "raisingAmount" },
      { address, abi: ifoSaleV1Abi, functionName: "totalAmount" },
    ] as const;
  }
  return [
    { address, abi: ifoSaleV2Abi, functionName: "viewPoolInformation", args: [0n] },
    { address, abi: ifoSaleV2Abi, functionName: "viewPoolInformation", args: [1n] },
    { address, abi: ifoSaleV2Abi, functionName: "viewPoolTaxRateOverflow", args: [1n] },
  ] as const;
}

/**
 * The account's reads in an offering: version 2's commitments and harvested flags, offering, refund and
 * tax amounts and shares for both pools; version 1's userInfo, amounts and share.
 */
export function offeringUserCalls({ definition, address }: OfferingConfig, account: Address) {
  if (definition.version === 1) {
    return [
      { address, abi: ifoSaleV1Abi, functionName: "userInfo", args: [account] },
      { address, abi: ifoSaleV1Abi, functionName: "getOfferingAmount", args: [account] },
      { address, abi: ifoSaleV1Abi, functionName: "getRefundingAmount", args: [account] },
      { address, abi: ifoSaleV1Abi, functionName: "getUserAllocation", args: [account] },
    ] as const;
  }
  return [
    { address, abi: ifoSaleV2Abi, functionName: "viewUserInfo", args: [account, BOTH_POOLS] },
    {
      address,
      abi: ifoSaleV2Abi,
      functionName: "viewUserOfferingAndRefundingAmountsForPools",
      args: [account, BOTH_POOLS],
    },
    { address, abi: ifoSaleV2Abi, functionName: "viewUserAllocationPools", args: [account, BOTH_POOLS] },
  ] as const;
}
