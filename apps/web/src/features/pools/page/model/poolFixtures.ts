import type { Pool, PoolToken } from "../../model/Pool.ts";
import type { Vault } from "../../vault/model/Vault.ts";

// Fixtures for this folder's unit tests.

export const CAKE: PoolToken = {
  address: "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82",
  symbol: "CAKE",
  decimals: 18,
  projectLink: "https://griddle.finance",
};

export function makeToken(symbol: string, address: `0x${string}`, decimals = 18): PoolToken {
  return { address, symbol, decimals, projectLink: `https://${symbol.toLowerCase()}.example` };
}

export const AXS = makeToken("AXS", "0x715D400F88C167884bbCc41C5FeA407ed4D2f8A0");
export const TWT = makeToken("TWT", "0x4B0F1812e5Df2A09796481Ff14017e6005508003");
export const DOGE = makeToken("DOGE", "0xbA2aE424d960c26247Dd6c32edC70B295c744C43", 8);

export const ONE = 10n ** 18n;

export function makePool(overrides: Partial<Pool> = {}): Pool {
  return {
    sousId: 1,
    contractAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
    stakingToken: CAKE,
    earningToken: AXS,
    poolCategory: "Core",
    isNativeStaking: false,
    tokenPerBlock: ONE,
    sortOrder: 999,
    startBlock: 100,
    endBlock: 10_000,
    totalStaked: 1_000n * ONE,
    stakingLimit: 0n,
    isFinished: false,
    stakingTokenPrice: 2,
    earningTokenPrice: 5,
    apr: 50,
    userData: undefined,
    ...overrides,
  };
}

export function makeManualCakePool(overrides: Partial<Pool> = {}): Pool {
  return makePool({
    sousId: 0,
    contractAddress: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
    earningToken: CAKE,
    sortOrder: 1,
    startBlock: 1,
    endBlock: null,
    earningTokenPrice: 2,
    apr: 30,
    ...overrides,
  });
}

export function makeVault(overrides: Partial<Vault> = {}): Vault {
  return {
    totalShares: 500n * ONE,
    pricePerFullShare: ONE,
    totalCakeInVault: 600n * ONE,
    estimatedCakeBountyReward: ONE / 10n,
    totalPendingCakeHarvest: 40n * ONE,
    fees: { performanceFee: 200, callFee: 25, withdrawalFee: 10, withdrawalFeePeriod: 259_200 },
    apy: 34.5,
    cakePrice: 2,
    userData: undefined,
    ...overrides,
  };
}
