import { describe, expect, it } from "vitest";
import { validManifestJson } from "../../validManifestJson.ts";
import { parseIfoSection } from "./parseIfoSection.ts";

const { ifo } = validManifestJson;
const [offering] = ifo.offerings;

describe("parseIfoSection", () => {
  it("reads the LP token, the offerings and the start block", () => {
    expect(parseIfoSection({ ifo })).toEqual({ ifo });
  });

  it.each([
    [{}, "ifo is missing"],
    [{ ifo: { ...ifo, lpToken: "0x1" } }, "ifo.lpToken is not an address"],
    [{ ifo: { ...ifo, offerings: [] } }, "ifo.offerings is empty"],
    [{ ifo: { ...ifo, offerings: [{ ...offering, version: 3 }] } }, "ifo.offerings[0].version is not 1 or 2"],
    [
      { ifo: { ...ifo, offerings: [{ ...offering, address: null }] } },
      "ifo.offerings[0].address is not an address",
    ],
    [
      { ifo: { ...ifo, offerings: [{ ...offering, endBlock: -1 }] } },
      "ifo.offerings[0].endBlock is not a block number",
    ],
    [
      { ifo: { ...ifo, offerings: [{ ...offering, campaignId: 0 }] } },
      "ifo.offerings[0].campaignId is not a campaign id",
    ],
    [{ ifo: { ...ifo, offerings: [{ ...offering, id: "" }] } }, "ifo.offerings[0].id is not a string"],
  ])("rejects %o", (manifest, message) => {
    expect(() => parseIfoSection(manifest)).toThrow(message);
  });
});
