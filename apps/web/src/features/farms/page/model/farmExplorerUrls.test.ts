import { describe, expect, it } from "vitest";
import { farmExplorerUrls } from "./farmExplorerUrls.ts";

const LP = "0x0eD7e52944161450477ee417DE9Cd3a859b14fD0";

describe("farmExplorerUrls", () => {
  it("links the pair's contract and its LP token page", () => {
    expect(farmExplorerUrls("https://bscscan.com/", LP)).toEqual({
      contract: `https://bscscan.com/address/${LP}`,
      pairInfo: `https://bscscan.com/token/${LP}`,
    });
  });

  it("has no links on a chain without an explorer", () => {
    expect(farmExplorerUrls(undefined, LP)).toEqual({ contract: undefined, pairInfo: undefined });
  });
});
