import { describe, expect, it } from "vitest";
import { parseFarmsSection } from "./parseFarmsSection.ts";
import { testAddress, validManifestJson } from "../../validManifestJson.ts";

const [cakeBnb, secondFarm] = validManifestJson.staking.farms;
/** pid 3 after pid 1: a gap the catalogue allows. */
const twtCake = { ...secondFarm, pid: 3 };
const withFarms = (...farms: object[]) => ({ staking: { masterChef: testAddress(10), farms } });

describe("parseFarmsSection", () => {
  it("reads staking.farms, gaps in pids allowed, and nothing else of staking", () => {
    expect(parseFarmsSection(withFarms(cakeBnb, twtCake))).toEqual({
      staking: { farms: [cakeBnb, twtCake] },
    });
    expect(parseFarmsSection(withFarms())).toEqual({ staking: { farms: [] } });
  });

  it.each([
    [{ staking: {} }, "staking.farms is missing"],
    [withFarms({ ...cakeBnb, pid: 0 }), "staking.farms[0].pid is not a pid above the previous one"],
    [withFarms(twtCake, cakeBnb), "staking.farms[1].pid"],
    [withFarms({ ...cakeBnb, lpSymbol: "" }), "staking.farms[0].lpSymbol is not a symbol"],
    [withFarms({ ...cakeBnb, token: "0x2" }), "staking.farms[0].token is not an address"],
    [withFarms({ ...cakeBnb, allocPoint: 1.5 }), "staking.farms[0].allocPoint is not a whole number"],
    [withFarms({ ...cakeBnb, isCommunity: 1 }), "staking.farms[0].isCommunity is not a boolean"],
  ])("rejects %o", (manifest, message) => {
    expect(() => parseFarmsSection(manifest)).toThrow(message);
  });
});
