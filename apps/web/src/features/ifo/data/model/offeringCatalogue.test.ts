import { describe, expect, it } from "vitest";
import { LOCAL_OFFERINGS } from "@griddle/sdk";
import { offeringCatalogue } from "./offeringCatalogue.ts";

const lpToken = "0x00000000000000000000000000000000000000aa";
const deployed = {
  id: "kelpmar",
  address: "0x00000000000000000000000000000000000000bb",
  version: 2,
  offeringToken: "0x00000000000000000000000000000000000000cc",
  startBlock: 10,
  endBlock: 20,
  campaignId: 511_110_000,
} as const;

describe("offeringCatalogue", () => {
  it("joins each deployed offering to its catalogue entry and leaves unknown ones out", () => {
    const catalogue = offeringCatalogue(LOCAL_OFFERINGS, {
      lpToken,
      offerings: [deployed, { ...deployed, id: "unknown" }],
      startBlock: 1,
    });
    expect(catalogue).toEqual([
      {
        definition: LOCAL_OFFERINGS[0],
        address: deployed.address,
        offeringToken: deployed.offeringToken,
        lpToken,
        startBlock: 10,
        endBlock: 20,
      },
    ]);
  });
});
