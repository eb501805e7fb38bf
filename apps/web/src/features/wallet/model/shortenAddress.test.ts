import { describe, expect, it } from "vitest";
import { shortenAddress } from "./shortenAddress.ts";

describe("shortenAddress", () => {
  it("keeps the first and last four hex digits", () => {
    expect(shortenAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe("0xf39F...2266");
  });

  it("leaves an already short value alone", () => {
    expect(shortenAddress("0x1234")).toBe("0x1234");
  });
});
