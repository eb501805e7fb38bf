import { describe, expect, it } from "vitest";
import { encodeAbiParameters, hexToBigInt, keccak256, pad } from "viem";
import { lotteryFinalNumber } from "./lotteryFinalNumber.ts";

describe("lotteryFinalNumber", () => {
  const seed = keccak256("0x01");
  const blockHash = keccak256("0x02");

  it("takes the mixed hash modulo a million above 1,000,000", () => {
    const mixed = hexToBigInt(
      keccak256(
        encodeAbiParameters(
          [{ type: "bytes32" }, { type: "bytes32" }, { type: "uint256" }],
          [seed, blockHash, 5n],
        ),
      ),
    );
    expect(lotteryFinalNumber(seed, blockHash, 5n)).toBe(1_000_000 + Number(mixed % 1_000_000n));
  });

  it("stays within 1,000,000 to 1,999,999 and moves with every input", () => {
    const numbers = [
      lotteryFinalNumber(seed, blockHash, 1n),
      lotteryFinalNumber(seed, blockHash, 2n),
      lotteryFinalNumber(keccak256("0x03"), blockHash, 1n),
      lotteryFinalNumber(seed, pad("0x00"), 1n),
    ];
    expect(new Set(numbers).size).toBe(4);
    for (const number of numbers) {
      expect(number).toBeGreaterThanOrEqual(1_000_000);
      expect(number).toBeLessThanOrEqual(1_999_999);
    }
  });
});
