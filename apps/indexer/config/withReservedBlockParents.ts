import { hexToNumber, numberToHex, type Hex, type Transport } from "viem";

const ZERO_HASH: Hex = `0x${"0".repeat(64)}`;
const BLOCK_METHODS: ReadonlySet<string> = new Set(["eth_getBlockByNumber", "eth_getBlockByHash"]);

interface RpcBlockHeader {
  readonly number: Hex;
  readonly hash: Hex;
  readonly parentHash: Hex;
}

/**
 * A block Hardhat's node reserved for `hardhat_mine` (the deploy mines past finished pools that
 * way) and reports with a zero parent hash. Only the genesis block really has no parent.
 */
export function isReservedBlock(block: unknown): block is RpcBlockHeader {
  return (
    typeof block === "object" &&
    block !== null &&
    "parentHash" in block &&
    block.parentHash === ZERO_HASH &&
    "number" in block &&
    typeof block.number === "string" &&
    hexToNumber(block.number as Hex) > 0
  );
}

/**
 * Wraps the local chain's transport so that reserved blocks name their real parent. Ponder checks
 * every new block's parent hash against the block before it and would otherwise take a reserved
 * block for a reorg deeper than finality, and stop.
 */
export function withReservedBlockParents(transport: Transport): Transport {
  return (parameters) => {
    const inner = transport(parameters);
    const request = (async (args: Parameters<typeof inner.request>[0]) => {
      const result: unknown = await inner.request(args);
      if (!BLOCK_METHODS.has(args.method) || !isReservedBlock(result)) return result;
      const parent = (await inner.request({
        method: "eth_getBlockByNumber",
        params: [numberToHex(hexToNumber(result.number) - 1), false],
      })) as RpcBlockHeader;
      return { ...result, parentHash: parent.hash };
    }) as typeof inner.request;
    return { ...inner, request };
  };
}
