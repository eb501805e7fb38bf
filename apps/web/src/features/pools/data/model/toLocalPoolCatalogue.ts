import type { Address } from "viem";
import type { DeployedPool, DeploymentManifest } from "@griddle/sdk";
import type { PoolConfig, PoolToken } from "../../model/Pool.ts";
import { projectLinkOf } from "../../../staking/index.ts";
import { UnknownPoolTokenError } from "./UnknownPoolTokenError.ts";

/** The native coin's symbol: the BNB pool shows its stake as BNB, not as the WBNB it is addressed by. */
const NATIVE_SYMBOL = "BNB";

function toPoolToken(manifest: DeploymentManifest, pool: DeployedPool, address: Address): PoolToken {
  const lower = address.toLowerCase();
  const token = manifest.tokens.find((candidate) => candidate.address.toLowerCase() === lower);
  if (!token) throw new UnknownPoolTokenError(pool.sousId, address);
  return {
    address: token.address,
    symbol: token.symbol,
    decimals: token.decimals,
    projectLink: projectLinkOf(token.symbol),
  };
}

/**
 * The local chain's pools from its deployment, in the deployment's sousId order (the manual CAKE pool
 * first). The pool of category Binance stakes the native coin: its staking token is WBNB's address
 * with the symbol BNB. Throws UnknownPoolTokenError when a pool's token is missing from the manifest.
 */
export function toLocalPoolCatalogue(manifest: DeploymentManifest): readonly PoolConfig[] {
  return manifest.staking.pools.map((pool) => {
    const isNativeStaking = pool.poolCategory === "Binance";
    const stakingToken = toPoolToken(manifest, pool, pool.stakingToken);
    return {
      sousId: pool.sousId,
      contractAddress: pool.address,
      stakingToken: isNativeStaking
        ? { ...stakingToken, symbol: NATIVE_SYMBOL, projectLink: projectLinkOf(NATIVE_SYMBOL) }
        : stakingToken,
      earningToken: toPoolToken(manifest, pool, pool.earningToken),
      poolCategory: pool.poolCategory,
      isNativeStaking,
      tokenPerBlock: BigInt(pool.tokenPerBlock),
      sortOrder: pool.sortOrder,
    };
  });
}
