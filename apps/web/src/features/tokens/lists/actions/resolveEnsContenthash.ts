import { namehash, parseAbi, type Client } from "viem";
import { getEnsResolver, readContract } from "viem/actions";

const resolverAbi = parseAbi(["function contenthash(bytes32 node) view returns (bytes)"]);

/** The content hash an ENS name's resolver records, read on Ethereum mainnet where ENS lives. */
export async function resolveEnsContenthash(client: Client, ensName: string): Promise<string> {
  const resolver = await getEnsResolver(client, { name: ensName });
  return readContract(client, {
    address: resolver,
    abi: resolverAbi,
    functionName: "contenthash",
    args: [namehash(ensName)],
  });
}
