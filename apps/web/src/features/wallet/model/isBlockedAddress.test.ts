import { describe, expect, it } from "vitest";
import { isBlockedAddress } from "./isBlockedAddress.ts";

const blocked = [
  "0x7F367cC41522cE07553e823bf3be79A889DEbe1B",
  "0xd882cFc20F52f2599D84b8e8D58C7FB62cfE344b",
] as const;

describe("isBlockedAddress", () => {
  it("blocks a listed account whatever its letter case", () => {
    expect(isBlockedAddress("0x7F367cC41522cE07553e823bf3be79A889DEbe1B", blocked)).toBe(true);
    expect(isBlockedAddress("0xd882cfc20f52f2599d84b8e8d58c7fb62cfe344b", blocked)).toBe(true);
  });

  it("serves every other account, and visitors without one", () => {
    expect(isBlockedAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", blocked)).toBe(false);
    expect(isBlockedAddress(undefined, blocked)).toBe(false);
    expect(isBlockedAddress("0x7F367cC41522cE07553e823bf3be79A889DEbe1B", [])).toBe(false);
  });
});
