import type { TokenInfo, TokenList } from "@uniswap/token-lists/src/types.ts";

/** Two real BNB Smart Chain tokens, for list tests. */
export const busdInfo: TokenInfo = {
  chainId: 56,
  address: "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56",
  name: "BUSD Token",
  symbol: "BUSD",
  decimals: 18,
  logoURI: "https://tokens.pancakeswap.finance/images/0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56.png",
};

export const cakeInfo: TokenInfo = {
  chainId: 56,
  address: "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82",
  name: "PancakeSwap Token",
  symbol: "CAKE",
  decimals: 18,
};

export function tokenListFixture(overrides: Partial<TokenList> = {}): TokenList {
  return {
    name: "Test List",
    timestamp: "2026-01-01T00:00:00Z",
    version: { major: 1, minor: 0, patch: 0 },
    tokens: [busdInfo, cakeInfo],
    ...overrides,
  };
}
