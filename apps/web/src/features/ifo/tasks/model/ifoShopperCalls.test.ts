import { describe, expect, it } from "vitest";
import { iifoAbi, LOCAL_OFFERINGS, pointCenterIFOAbi } from "@griddle/sdk";
import { ifoShopperCalls } from "./ifoShopperCalls.ts";

const definition = LOCAL_OFFERINGS[0];
if (definition === undefined) throw new Error("no offering");
const pointCenter = "0x00000000000000000000000000000000000000ee";
const account = "0x00000000000000000000000000000000000000dd";
const offering = {
  definition,
  address: "0x00000000000000000000000000000000000000bb",
  offeringToken: "0x00000000000000000000000000000000000000cc",
  lpToken: "0x00000000000000000000000000000000000000aa",
  startBlock: 1,
  endBlock: 2,
} as const;

describe("ifoShopperCalls", () => {
  it("reads the points center's terms and claim flags for the offering, and the sale's userInfo", () => {
    expect(ifoShopperCalls(pointCenter, offering, account)).toEqual([
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
    ]);
  });
});
