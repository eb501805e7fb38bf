import { describe, expect, it } from "vitest";
import { shortenTransactionHash } from "./shortenTransactionHash.ts";

describe("shortenTransactionHash", () => {
  it("keeps the 0x prefix, the first 8 and the last 6 hex digits", () => {
    expect(shortenTransactionHash("0x3f5c2a19d4e8b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e59b1e2c")).toBe(
      "0x3f5c2a19...9b1e2c",
    );
  });
});
