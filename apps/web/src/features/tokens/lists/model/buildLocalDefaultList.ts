import type { TokenList } from "@uniswap/token-lists/src/types.ts";
import type { DeploymentManifest } from "@griddle/sdk";

/**
 * The local chain's default list: the deployment's seeded tokens, in deployment order. Its version
 * never changes; a redeploy changes addresses, and the app rebuilds the list from the new manifest.
 * The logo is the app's own, served from `origin`.
 */
export function buildLocalDefaultList(
  manifest: Pick<DeploymentManifest, "chainId" | "tokens">,
  origin: string,
): TokenList {
  return {
    name: "Griddle Local",
    logoURI: new URL("/logo.svg", origin).href,
    timestamp: "2026-01-01T00:00:00Z",
    version: { major: 1, minor: 0, patch: 0 },
    keywords: ["griddle", "local"],
    tokens: manifest.tokens.map((token) => ({
      chainId: manifest.chainId,
      address: token.address,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
    })),
  };
}
