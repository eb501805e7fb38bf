import { parseEther, type Address } from "viem";
import { describe, expect, it } from "vitest";
import type { VotingContracts } from "./VotingContracts.ts";
import { parseVotingPowerReads } from "./parseVotingPowerReads.ts";
import { addressVotingPowerCalls, sharedVotingPowerCalls } from "./votingPowerCalls.ts";

const at = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as Address;
const CONTRACTS: VotingContracts = {
  multicall: at(1),
  cake: at(2),
  cakeVault: at(3),
  masterChef: at(4),
  partnerPools: [at(5), at(6)],
  cakeBnbPair: at(7),
  cakeIsToken0: false,
  cakeBnbFarmPid: 1,
};
const alice = at(100);
const bob = at(101);

describe("parseVotingPowerReads", () => {
  it("reads each address's slice of one batch, with CAKE's reserve on its side of the pair", () => {
    const shared = [parseEther("2"), parseEther("10"), [parseEther("999"), parseEther("20"), 0]];
    const alices = [
      parseEther("1"),
      [parseEther("1"), 0n],
      [parseEther("1"), 0n],
      parseEther("1"),
      [0n, 0n],
      [parseEther("1"), 0n],
      [0n, 0n],
    ];
    const bobs = [0n, [0n, 0n], [0n, 0n], 0n, [parseEther("5"), 0n], [0n, 0n], [parseEther("3"), 0n]];
    const powers = parseVotingPowerReads(CONTRACTS, [alice, bob], 7n, [...shared, ...alices, ...bobs]);
    expect(powers).toEqual([
      {
        address: alice,
        block: 7n,
        total: parseEther("7"),
        breakdown: {
          wallet: parseEther("1"),
          vault: parseEther("2"),
          manualPool: parseEther("1"),
          partnerPools: parseEther("1"),
          lpWallet: parseEther("2"),
          lpFarm: 0n,
        },
      },
      {
        address: bob,
        block: 7n,
        total: parseEther("13"),
        breakdown: {
          wallet: 0n,
          vault: 0n,
          manualPool: 0n,
          partnerPools: parseEther("3"),
          lpWallet: 0n,
          lpFarm: parseEther("10"),
        },
      },
    ]);
  });

  it("matches the calls it parses: 3 shared reads, then 5 plus one per partner pool for each address", () => {
    expect(sharedVotingPowerCalls(CONTRACTS)).toHaveLength(3);
    expect(addressVotingPowerCalls(CONTRACTS, alice).map(({ address }) => address)).toEqual([
      at(2),
      at(3),
      at(4),
      at(7),
      at(4),
      at(5),
      at(6),
    ]);
  });

  it("refuses an answer that is not a number rather than counting it as zero", () => {
    expect(() => parseVotingPowerReads(CONTRACTS, [alice], 7n, [parseEther("1"), 1n, [1n, 1n]])).toThrow(
      "The chain answered undefined for the wallet's CAKE",
    );
  });
});
