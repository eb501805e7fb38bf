import { parseEther, type Address } from "viem";
import { describe, expect, it } from "vitest";
import { verificationHash } from "../power/verificationHash.ts";
import type { VotingPower } from "../power/VotingPower.ts";
import { judgeVote } from "./judgeVote.ts";

const address: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const power: VotingPower = {
  address,
  block: 42n,
  total: parseEther("12.5"),
  breakdown: {
    wallet: parseEther("12.5"),
    vault: 0n,
    manualPool: 0n,
    partnerPools: 0n,
    lpWallet: 0n,
    lpFarm: 0n,
  },
};
const hash = verificationHash(address, 42n, parseEther("12.5"));

describe("judgeVote", () => {
  it("is valid when the shown total and hash are the power recomputed at the block", () => {
    expect(judgeVote({ address, verificationHash: hash, total: 12.5 }, power)).toEqual({
      isValid: true,
      total: 12.5,
      verificationHash: hash,
    });
    expect(judgeVote({ address, verificationHash: undefined, total: 12.5 }, power).isValid).toBe(true);
  });

  it("is invalid for an inflated total, or a hash of another power or block", () => {
    expect(judgeVote({ address, verificationHash: hash, total: 125 }, power).isValid).toBe(false);
    const otherBlock = verificationHash(address, 41n, parseEther("12.5"));
    expect(judgeVote({ address, verificationHash: otherBlock, total: 12.5 }, power).isValid).toBe(false);
  });
});
