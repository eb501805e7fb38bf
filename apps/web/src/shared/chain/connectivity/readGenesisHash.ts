import type { Client, Hex } from "viem";

/**
 * The hash of the chain's block 0: what tells one chain from another at the same id (a local chain
 * started afresh gets a new genesis block, stamped with its start time). A plain request rather than
 * viem's getBlock, whose block formatter the first load does not otherwise need.
 */
export async function readGenesisHash(client: Client): Promise<Hex> {
  const block = await client.request<{
    Method: "eth_getBlockByNumber";
    Parameters: ["0x0", false];
    ReturnType: { hash: Hex } | null;
  }>({ method: "eth_getBlockByNumber", params: ["0x0", false] }, { retryCount: 0 });
  if (!block) throw new Error("The node has no block 0");
  return block.hash;
}
