import type { Context } from "ponder:registry";
import { erc20Abi, erc20Abi_bytes32, hexToString, type Address } from "viem";

export interface TokenMetadata {
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
}

type Client = Context["client"];

/** Early tokens (MKR, SAI) return bytes32 instead of a string: try both, as the subgraphs do. */
async function readText(client: Client, address: Address, field: "symbol" | "name"): Promise<string> {
  try {
    return await client.readContract({ address, abi: erc20Abi, functionName: field, cache: "immutable" });
  } catch {
    try {
      const raw = await client.readContract({
        address,
        abi: erc20Abi_bytes32,
        functionName: field,
        cache: "immutable",
      });
      return hexToString(raw, { size: 32 }).replace(/\0+$/, "");
    } catch (error) {
      console.warn(`Token ${address} has no readable ${field}, shown as UNKNOWN (${String(error)})`);
      return "UNKNOWN";
    }
  }
}

/**
 * A token's symbol, name and decimals, read from the chain at the event's block. Null for a
 * contract without decimals: its amounts cannot be scaled, so its pairs are not indexed.
 */
export async function readTokenMetadata(client: Client, address: Address): Promise<TokenMetadata | null> {
  let decimals: number;
  try {
    decimals = await client.readContract({
      address,
      abi: erc20Abi,
      functionName: "decimals",
      cache: "immutable",
    });
  } catch (error) {
    console.warn(`Token ${address} has no readable decimals; its pairs are not indexed (${String(error)})`);
    return null;
  }
  const [symbol, name] = await Promise.all([
    readText(client, address, "symbol"),
    readText(client, address, "name"),
  ]);
  return { symbol, name, decimals };
}
