import { describe, expect, it } from "vitest";
import { ifoSaleV1Abi, ifoSaleV2Abi, LOCAL_OFFERINGS } from "@griddle/sdk";
import { offeringPublicCalls, offeringUserCalls } from "./offeringCalls.ts";

const [kelpmar] = LOCAL_OFFERINGS;
const velvet = LOCAL_OFFERINGS.find(({ version }) => version === 1);
if (kelpmar === undefined || velvet === undefined) throw new Error("catalogue changed");
const address = "0x00000000000000000000000000000000000000bb";
const account = "0x00000000000000000000000000000000000000dd";
const config = (definition: typeof kelpmar) =>
  ({
    definition,
    address,
    offeringToken: "0x00000000000000000000000000000000000000cc",
    lpToken: "0x00000000000000000000000000000000000000aa",
    startBlock: 1,
    endBlock: 2,
  }) as const;

describe("offering calls", () => {
  it("reads version 2's pools and the unlimited pool's tax rate", () => {
    expect(offeringPublicCalls(config(kelpmar))).toEqual([
      { address, abi: ifoSaleV2Abi, functionName: "viewPoolInformation", args: [0n] },
      { address, abi: ifoSaleV2Abi, functionName: "viewPoolInformation", args: [1n] },
      { address, abi: ifoSaleV2Abi, functionName: "viewPoolTaxRateOverflow", args: [1n] },
    ]);
  });

  it("reads version 1's amounts", () => {
    expect(offeringPublicCalls(config(velvet)).map(({ abi, functionName }) => [abi, functionName])).toEqual([
      [ifoSaleV1Abi, "offeringAmount"],
      [ifoSaleV1Abi, "raisingAmount"],
      [ifoSaleV1Abi, "totalAmount"],
    ]);
  });

  it("reads the account's part in both pools of version 2 and in version 1's pool", () => {
    expect(
      offeringUserCalls(config(kelpmar), account).map(({ functionName, args }) => [functionName, args]),
    ).toEqual([
      ["viewUserInfo", [account, [0, 1]]],
      ["viewUserOfferingAndRefundingAmountsForPools", [account, [0, 1]]],
      ["viewUserAllocationPools", [account, [0, 1]]],
    ]);
    expect(offeringUserCalls(config(velvet), account).map(({ functionName }) => functionName)).toEqual([
      "userInfo",
      "getOfferingAmount",
      "getRefundingAmount",
      "getUserAllocation",
    ]);
  });
});
