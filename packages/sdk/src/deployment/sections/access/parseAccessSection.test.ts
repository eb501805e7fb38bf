import { describe, expect, it } from "vitest";
import { parseAccessSection } from "./parseAccessSection.ts";

const blocked = `0x${"19".repeat(20)}`;

describe("parseAccessSection", () => {
  it("reads the blocked addresses, none included", () => {
    expect(parseAccessSection({ blockedAddresses: [blocked], tokens: [] })).toEqual({
      blockedAddresses: [blocked],
    });
    expect(parseAccessSection({ blockedAddresses: [] })).toEqual({ blockedAddresses: [] });
  });

  it("rejects a missing list and a bad address", () => {
    expect(() => parseAccessSection({})).toThrow("blockedAddresses is missing");
    expect(() => parseAccessSection({ blockedAddresses: [blocked, "0x1"] })).toThrow(
      "blockedAddresses[1] is not an address",
    );
  });
});
