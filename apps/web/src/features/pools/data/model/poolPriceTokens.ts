import type { PricedToken } from "../../../price/index.ts";
import type { PoolConfig } from "../../model/Pool.ts";

/** Every staking and earning token of the pools, each once: the tokens whose prices the APRs need. */
export function poolPriceTokens(pools: readonly PoolConfig[]): readonly PricedToken[] {
  const byAddress = new Map<string, PricedToken>();
  for (const { stakingToken, earningToken } of pools) {
    for (const { address, decimals } of [stakingToken, earningToken]) {
      const key = address.toLowerCase();
      if (!byAddress.has(key)) byAddress.set(key, { address, decimals });
    }
  }
  return [...byAddress.values()];
}
