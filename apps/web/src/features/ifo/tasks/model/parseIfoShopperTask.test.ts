import { describe, expect, it } from "vitest";
import { LOCAL_OFFERINGS } from "@griddle/sdk";
import { parseIfoShopperTask } from "./parseIfoShopperTask.ts";

const definition = LOCAL_OFFERINGS[1];
if (definition === undefined) throw new Error("no offering");
const offering = {
  definition,
  address: "0x00000000000000000000000000000000000000bb",
  offeringToken: "0x00000000000000000000000000000000000000cc",
  lpToken: "0x00000000000000000000000000000000000000aa",
  startBlock: 1,
  endBlock: 2,
} as const;

describe("parseIfoShopperTask", () => {
  it("reads the terms, the claim flags and the commitment", () => {
    expect(parseIfoShopperTask(offering, [[5n, 511_100_000n, 100n], true, false, [40n, true]])).toEqual({
      offering,
      committed: 40n,
      collected: true,
      thresholdToClaim: 5n,
      numberPoints: 100n,
      canClaim: true,
      hasClaimed: false,
    });
  });

  it("is null while a read did not answer", () => {
    expect(parseIfoShopperTask(offering, [[5n, 1n, 100n], null, false, [40n, true]])).toBeNull();
    expect(parseIfoShopperTask(offering, [null, true, false, [40n, true]])).toBeNull();
  });
});
