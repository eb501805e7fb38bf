import type { Address } from "viem";
import { iifoAbi, pointCenterIFOAbi } from "@griddle/sdk";
import type { OfferingConfig } from "../../model/Offering.ts";

/**
 * The reads of one offering's points claim (spec 001 section 7, points-claim): the points center's
 * terms (ifos), checkClaimStatus and hasClaimed for the account, and the sale's userInfo.
 */
export function ifoShopperCalls(pointCenter: Address, offering: OfferingConfig, account: Address) {
  return [
    { address: pointCenter, abi: pointCenterIFOAbi, functionName: "ifos", args: [offering.address] },
    {
      address: pointCenter,
      abi: pointCenterIFOAbi,
      functionName: "checkClaimStatus",
      args: [account, offering.address],
    },
    {
      address: pointCenter,
      abi: pointCenterIFOAbi,
      functionName: "hasClaimed",
      args: [account, offering.address],
    },
    { address: offering.address, abi: iifoAbi, functionName: "userInfo", args: [account] },
  ] as const;
}
