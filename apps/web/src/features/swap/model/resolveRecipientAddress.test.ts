import { describe, expect, it } from "vitest";
import { resolveRecipientAddress } from "./resolveRecipientAddress.ts";

const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const OTHER = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

describe("resolveRecipientAddress", () => {
  it("sends to the account when no recipient is given", () => {
    expect(resolveRecipientAddress(null, ACCOUNT)).toBe(ACCOUNT);
    expect(resolveRecipientAddress(null, undefined)).toBeNull();
  });

  it("checksums a typed address", () => {
    expect(resolveRecipientAddress(OTHER.toLowerCase(), ACCOUNT)).toBe(OTHER);
  });

  it("resolves nothing else", () => {
    expect(resolveRecipientAddress("alice.eth", ACCOUNT)).toBeNull();
    expect(resolveRecipientAddress("", ACCOUNT)).toBeNull();
    expect(resolveRecipientAddress(OTHER.replace("C44", "c44"), ACCOUNT)).toBeNull();
  });
});
