import { parseEther } from "viem";
import { describe, expect, it } from "vitest";
import { computeVotingPower, type VotingPowerReads } from "./computeVotingPower.ts";

const NOTHING: VotingPowerReads = {
  walletCake: 0n,
  vaultShares: 0n,
  pricePerFullShare: parseEther("1"),
  manualPoolStaked: 0n,
  partnerPoolStakes: [],
  lpInWallet: 0n,
  lpInFarm: 0n,
  lpTotalSupply: 0n,
  cakeReserve: 0n,
};

describe("computeVotingPower", () => {
  it("adds every place CAKE sits, each kept in the breakdown", () => {
    const power = computeVotingPower({
      walletCake: parseEther("10"),
      vaultShares: parseEther("4"),
      pricePerFullShare: parseEther("1.5"),
      manualPoolStaked: parseEther("3"),
      partnerPoolStakes: [parseEther("1"), parseEther("2")],
      lpInWallet: parseEther("1"),
      lpInFarm: parseEther("2"),
      lpTotalSupply: parseEther("10"),
      cakeReserve: parseEther("50"),
    });
    expect(power).toEqual({
      wallet: parseEther("10"),
      vault: parseEther("6"),
      manualPool: parseEther("3"),
      partnerPools: parseEther("3"),
      lpWallet: parseEther("5"),
      lpFarm: parseEther("10"),
      total: parseEther("37"),
    });
  });

  it("is zero for an address with nothing, and for LP of a pair without supply", () => {
    expect(computeVotingPower({ ...NOTHING, lpInWallet: 5n }).total).toBe(0n);
  });

  it("rounds vault shares and LP sides down, never counting CAKE no one could withdraw", () => {
    const power = computeVotingPower({
      ...NOTHING,
      vaultShares: 3n,
      pricePerFullShare: parseEther("0.5"),
      lpInWallet: 1n,
      lpTotalSupply: 3n,
      cakeReserve: 2n,
    });
    expect([power.vault, power.lpWallet]).toEqual([1n, 0n]);
  });
});
