import { namehash, parseAbi, type PublicClient } from "viem";
import { getEnsResolver } from "viem/actions";

const resolverAbi = parseAbi(["function contenthash(bytes32 node) view returns (bytes)"]);

/** The content hash an ENS name's resolver records, read on Ethereum mainnet where ENS lives. */
export async function resolveEnsContenthash(client: PublicClient, ensName: string): Promise<string> {
  const resolver = await getEnsResolver(client, { name: ensName });
  return client.readContract({
    address: resolver,
    abi: resolverAbi,
    functionName: "contenthash",
    args: [namehash(ensName)],
  });
}
