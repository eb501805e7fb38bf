import { encodeAbiParameters, keccak256 } from "viem";
import { describe, expect, it } from "vitest";
import { LOCAL_LOTTERY_SEED_SECRET } from "./localLotteryDefaults.ts";
import { lotterySeed } from "./lotterySeed.ts";

describe("lotterySeed", () => {
  it("is keccak256 of the ABI-encoded secret and round, the same on every call", () => {
    expect(lotterySeed("secret", 7n)).toBe(
      keccak256(encodeAbiParameters([{ type: "string" }, { type: "uint256" }], ["secret", 7n])),
    );
    expect(lotterySeed(LOCAL_LOTTERY_SEED_SECRET, 3n)).toBe(lotterySeed(LOCAL_LOTTERY_SEED_SECRET, 3n));
  });

  it("differs from round to round and from secret to secret", () => {
    const seeds = new Set([
      lotterySeed("secret", 1n),
      lotterySeed("secret", 2n),
      lotterySeed("other secret", 1n),
      lotterySeed(LOCAL_LOTTERY_SEED_SECRET, 1n),
    ]);
    expect(seeds.size).toBe(4);
  });
});
