import { describe, expect, it } from "vitest";
import { parseUserProfile } from "./parseUserProfile.ts";

const NFT = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

describe("parseUserProfile", () => {
  it("names getUserProfile's six values", () => {
    expect(parseUserProfile(true, [4n, 150n, 2n, NFT, 7n, true])).toEqual({
      userId: 4n,
      points: 150n,
      teamId: 2,
      nftAddress: NFT,
      tokenId: 7n,
      isActive: true,
    });
  });

  it("is null for an account that never registered, or a failed read", () => {
    expect(parseUserProfile(false, null)).toBeNull();
    expect(parseUserProfile(null, [4n, 150n, 2n, NFT, 7n, true])).toBeNull();
    expect(parseUserProfile(true, null)).toBeNull();
  });
});
