import { describe, expect, it } from "vitest";
import { busdInfo, cakeInfo } from "./tokenListFixtures.ts";
import {
  getVersionUpgrade,
  minVersionBump,
  shouldAutoAcceptUpdate,
  VersionUpgrade,
} from "./versionUpgrade.ts";

const v = (major: number, minor: number, patch: number) => ({ major, minor, patch });

describe("getVersionUpgrade", () => {
  it("names the largest part that grew", () => {
    expect(getVersionUpgrade(v(1, 0, 0), v(2, 0, 0))).toBe(VersionUpgrade.MAJOR);
    expect(getVersionUpgrade(v(1, 9, 9), v(2, 0, 0))).toBe(VersionUpgrade.MAJOR);
    expect(getVersionUpgrade(v(1, 0, 0), v(1, 1, 0))).toBe(VersionUpgrade.MINOR);
    expect(getVersionUpgrade(v(1, 0, 5), v(1, 1, 0))).toBe(VersionUpgrade.MINOR);
    expect(getVersionUpgrade(v(1, 0, 0), v(1, 0, 1))).toBe(VersionUpgrade.PATCH);
  });

  it("is NONE for the same or an older version", () => {
    expect(getVersionUpgrade(v(1, 2, 3), v(1, 2, 3))).toBe(VersionUpgrade.NONE);
    expect(getVersionUpgrade(v(2, 0, 0), v(1, 9, 9))).toBe(VersionUpgrade.NONE);
    expect(getVersionUpgrade(v(1, 2, 0), v(1, 1, 9))).toBe(VersionUpgrade.NONE);
    expect(getVersionUpgrade(v(1, 2, 3), v(1, 2, 2))).toBe(VersionUpgrade.NONE);
  });
});

describe("minVersionBump", () => {
  it("needs a major bump to remove, minor to add, patch to change", () => {
    expect(minVersionBump([busdInfo, cakeInfo], [busdInfo])).toBe(VersionUpgrade.MAJOR);
    expect(minVersionBump([busdInfo], [busdInfo, cakeInfo])).toBe(VersionUpgrade.MINOR);
    expect(minVersionBump([busdInfo], [{ ...busdInfo, name: "Binance USD" }])).toBe(VersionUpgrade.PATCH);
    expect(minVersionBump([busdInfo], [{ ...busdInfo, address: busdInfo.address.toLowerCase() }])).toBe(
      VersionUpgrade.NONE,
    );
  });
});

describe("shouldAutoAcceptUpdate", () => {
  const current = { version: v(1, 0, 0), tokens: [busdInfo] };

  it("takes minor and patch updates", () => {
    expect(shouldAutoAcceptUpdate(current, { version: v(1, 1, 0), tokens: [busdInfo, cakeInfo] })).toBe(true);
    expect(
      shouldAutoAcceptUpdate(current, { version: v(1, 0, 1), tokens: [{ ...busdInfo, name: "B" }] }),
    ).toBe(true);
  });

  it("leaves major updates to the user", () => {
    expect(shouldAutoAcceptUpdate(current, { version: v(2, 0, 0), tokens: [busdInfo, cakeInfo] })).toBe(
      false,
    );
  });

  it("leaves an update whose version understates its changes to the user", () => {
    expect(shouldAutoAcceptUpdate(current, { version: v(1, 0, 1), tokens: [busdInfo, cakeInfo] })).toBe(
      false,
    );
    expect(shouldAutoAcceptUpdate(current, { version: v(1, 1, 0), tokens: [cakeInfo] })).toBe(false);
  });
});
