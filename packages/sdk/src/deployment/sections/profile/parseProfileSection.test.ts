import { describe, expect, it } from "vitest";
import { parseProfileSection } from "./parseProfileSection.ts";
import { validManifestJson } from "../../validManifestJson.ts";

const { profile } = validManifestJson;

describe("parseProfileSection", () => {
  it("reads the profile contracts, the CAKE receiver and the start block", () => {
    expect(parseProfileSection({ profile })).toEqual({ profile });
  });

  it.each([
    [{}, "profile is missing"],
    [{ profile: { ...profile, profile: "0x2" } }, "profile.profile is not an address"],
    [{ profile: { ...profile, collection: undefined } }, "profile.collection is not an address"],
    [{ profile: { ...profile, predictionClaim: 5 } }, "profile.predictionClaim is not an address"],
    [{ profile: { ...profile, pointCenterIfo: null } }, "profile.pointCenterIfo is not an address"],
    [{ profile: { ...profile, startBlock: -1 } }, "profile.startBlock is not a block number"],
  ])("rejects %o", (manifest, message) => {
    expect(() => parseProfileSection(manifest)).toThrow(message);
  });
});
