import { describe, expect, it } from "vitest";
import { parseFarmAuctionSection } from "./parseFarmAuctionSection.ts";
import { testAddress, validManifestJson } from "../../validManifestJson.ts";

const { farmAuction } = validManifestJson;

describe("parseFarmAuctionSection", () => {
  it("reads the auction, its roles and its named bidders", () => {
    expect(parseFarmAuctionSection({ farmAuction })).toEqual({ farmAuction });
  });

  it.each([
    [{}, "farmAuction is missing"],
    [{ farmAuction: { ...farmAuction, contract: "0x2" } }, "farmAuction.contract is not an address"],
    [{ farmAuction: { ...farmAuction, startBlock: -1 } }, "farmAuction.startBlock is not a block number"],
    [{ farmAuction: { ...farmAuction, operator: null } }, "farmAuction.operator is not an address"],
    [{ farmAuction: { ...farmAuction, bidders: undefined } }, "farmAuction.bidders is missing"],
    [
      { farmAuction: { ...farmAuction, bidders: [{ address: testAddress(1), name: " " }] } },
      "farmAuction.bidders[0].name is not a name",
    ],
    [
      { farmAuction: { ...farmAuction, bidders: [{ address: "nope", name: "Mochi Swap" }] } },
      "farmAuction.bidders[0].address is not an address",
    ],
  ])("rejects %o", (manifest, message) => {
    expect(() => parseFarmAuctionSection(manifest)).toThrow(message);
  });
});
