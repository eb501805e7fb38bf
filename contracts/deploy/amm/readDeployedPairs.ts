import type { DeployedPair } from "@griddle/sdk";
import type { Address, PublicClient } from "viem";
import { GriddleFactoryArtifact, GriddlePairArtifact } from "../../generated/artifacts.ts";

/** Every pair the factory has created, in creation order, as the factory reports them. */
export async function readDeployedPairs(
  publicClient: PublicClient,
  factory: Address,
): Promise<DeployedPair[]> {
  const count = await publicClient.readContract({
    address: factory,
    abi: GriddleFactoryArtifact.abi,
    functionName: "allPairsLength",
  });
  const pairs: DeployedPair[] = [];
  for (let index = 0n; index < count; index++) {
    const address = await publicClient.readContract({
      address: factory,
      abi: GriddleFactoryArtifact.abi,
      functionName: "allPairs",
      args: [index],
    });
    const [token0, token1] = await Promise.all([
      publicClient.readContract({ address, abi: GriddlePairArtifact.abi, functionName: "token0" }),
      publicClient.readContract({ address, abi: GriddlePairArtifact.abi, functionName: "token1" }),
    ]);
    pairs.push({ address, token0, token1 });
  }
  return pairs;
}
