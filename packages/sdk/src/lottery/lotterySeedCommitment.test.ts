import { describe, expect, it } from "vitest";
import { keccak256, pad } from "viem";
import { lotterySeedCommitment } from "./lotterySeedCommitment.ts";

describe("lotterySeedCommitment", () => {
  it("hashes the 32-byte seed as abi.encode lays it out: the seed itself", () => {
    const seed = pad("0x1234");
    expect(lotterySeedCommitment(seed)).toBe(keccak256(seed));
    expect(lotterySeedCommitment(seed)).not.toBe(lotterySeedCommitment(pad("0x1235")));
  });
});
