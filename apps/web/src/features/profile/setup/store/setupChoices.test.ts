import { describe, expect, it } from "vitest";
import { parseSetupChoices, serializeSetupChoices, setupChoicesKey } from "./setupChoices.ts";

const NFT = "0x09635F643e140090A9A8Dcd712eD6285858ceBef";

describe("setup choices", () => {
  it("are kept per chain and account", () => {
    expect(setupChoicesKey(31337, "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe(
      "griddle.profileSetup.31337.0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266",
    );
  });

  it("read back what was written", () => {
    const choices = {
      collectible: { nftAddress: NFT, tokenId: 12n },
      teamId: 2,
      username: "Flipper",
    } as const;
    expect(parseSetupChoices(serializeSetupChoices(choices))).toEqual(choices);
  });

  it("keep the well-formed fields of a damaged entry and drop the rest", () => {
    expect(parseSetupChoices(null)).toEqual({});
    expect(parseSetupChoices("{not json")).toEqual({});
    expect(parseSetupChoices('"text"')).toEqual({});
    expect(
      parseSetupChoices(
        JSON.stringify({ collectible: { nftAddress: "0x12", tokenId: "1" }, teamId: 3, username: 7 }),
      ),
    ).toEqual({ teamId: 3 });
    expect(
      parseSetupChoices(
        JSON.stringify({ collectible: { nftAddress: NFT, tokenId: "-1" }, teamId: 0, username: "Ok" }),
      ),
    ).toEqual({ username: "Ok" });
  });
});
