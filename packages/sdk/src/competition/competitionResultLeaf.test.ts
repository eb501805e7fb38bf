import { encodePacked, keccak256, pad, toHex } from "viem";
import { describe, expect, it } from "vitest";
import { competitionResultLeaf } from "./competitionResultLeaf.ts";

describe("competitionResultLeaf", () => {
  it("double-hashes the ABI encoding of account, team id, team rank and reward group", () => {
    const account = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
    const encoded = encodePacked(
      ["bytes32", "bytes32", "bytes32", "bytes32"],
      [pad(account), pad(toHex(2)), pad(toHex(1)), pad(toHex(4))],
    );
    expect(competitionResultLeaf({ account, teamId: 2, teamRank: 1, rewardGroup: 4 })).toBe(
      keccak256(keccak256(encoded)),
    );
  });

  it("differs for every field", () => {
    const base = {
      account: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
      teamId: 2,
      teamRank: 1,
      rewardGroup: 4,
    } as const;
    const leaves = new Set([
      competitionResultLeaf(base),
      competitionResultLeaf({ ...base, teamId: 3 }),
      competitionResultLeaf({ ...base, teamRank: 2 }),
      competitionResultLeaf({ ...base, rewardGroup: 3 }),
      competitionResultLeaf({ ...base, account: "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc" }),
    ]);
    expect(leaves.size).toBe(5);
  });
});
