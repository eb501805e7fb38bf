import { describe, expect, it } from "vitest";
import { ifoSaleV1Abi, ifoSaleV2Abi } from "@griddle/sdk";
import { buildCommitCall, buildHarvestCall } from "./ifoCalls.ts";

const address = "0x00000000000000000000000000000000000000aa";

describe("ifo calls", () => {
  it("commits with depositPool on version 2 and deposit on version 1", () => {
    expect(buildCommitCall({ address, version: 2 }, 1, 5n)).toEqual({
      address,
      abi: ifoSaleV2Abi,
      functionName: "depositPool",
      args: [5n, 1],
    });
    expect(buildCommitCall({ address, version: 1 }, 1, 5n)).toEqual({
      address,
      abi: ifoSaleV1Abi,
      functionName: "deposit",
      args: [5n],
    });
  });

  it("harvests with harvestPool on version 2 and harvest on version 1", () => {
    expect(buildHarvestCall({ address, version: 2 }, 0)).toMatchObject({
      functionName: "harvestPool",
      args: [0],
    });
    expect(buildHarvestCall({ address, version: 1 }, 1)).toMatchObject({ functionName: "harvest", args: [] });
  });
});
