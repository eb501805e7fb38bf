import { parseEther } from "viem";
import { describe, expect, it } from "vitest";
import { verificationHash } from "./verificationHash.ts";

const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("verificationHash", () => {
  it("differs for another block or total, and is the same whatever the address's case", () => {
    const hash = verificationHash(address, 10n, parseEther("1"));
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(verificationHash(address.toLowerCase() as `0x${string}`, 10n, parseEther("1"))).toBe(hash);
    expect(verificationHash(address, 11n, parseEther("1"))).not.toBe(hash);
    expect(verificationHash(address, 10n, parseEther("1") + 1n)).not.toBe(hash);
  });
});
