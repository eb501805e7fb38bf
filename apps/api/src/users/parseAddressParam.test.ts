import { describe, expect, it } from "vitest";
import { parseAddressParam } from "./parseAddressParam.ts";

const CHECKSUMMED = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("parseAddressParam", () => {
  it("takes an address in lower, upper or checksummed case and checksums it", () => {
    for (const written of [
      CHECKSUMMED,
      CHECKSUMMED.toLowerCase(),
      `0x${CHECKSUMMED.slice(2).toUpperCase()}`,
    ]) {
      expect(parseAddressParam(written, "address")).toBe(CHECKSUMMED);
    }
  });

  it("refuses a wrong checksum, a short address and what is not a string, naming the field", () => {
    for (const value of ["0x70997970C51812dc3A010C7d01b50e0d17dc79c8", "0x7099", CHECKSUMMED.slice(2), 42]) {
      expect(() => parseAddressParam(value, "address")).toThrow(
        "address must be a 0x-prefixed 20-byte hex address.",
      );
    }
  });
});
