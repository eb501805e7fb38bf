import { describe, expect, it } from "vitest";
import { shortAddress } from "./shortAddress.ts";

describe("shortAddress", () => {
  it("keeps the first 6 and last 4 characters", () => {
    expect(shortAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe("0xf39F…2266");
  });

  it("leaves a short text as it is", () => {
    expect(shortAddress("0x1234")).toBe("0x1234");
  });
});
