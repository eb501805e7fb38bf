import { griddlePairAbi } from "@griddle/sdk";
import { parseEventLogs, type Address, type PublicClient } from "viem";
import { sumBy } from "./sumBy.ts";

/**
 * A pair's figures as the indexer's `pair` row should hold them, in its GraphQL form (raw amounts
 * as decimal strings): the reserves `getReserves` returns, and the volumes and transaction count
 * its Swap, Mint and Burn events imply.
 */
export interface ChainPairFigures {
  readonly reserve0: string;
  readonly reserve1: string;
  readonly volumeToken0: string;
  readonly volumeToken1: string;
  readonly txCount: number;
}

/** Reads `pair`'s figures from the chain: its events from `fromBlock` to `toBlock` and its reserves at `toBlock`. */
export async function readPairFromChain(
  publicClient: PublicClient,
  pair: Address,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<ChainPairFigures> {
  const [events, [reserve0, reserve1]] = await Promise.all([
    publicClient.getContractEvents({ address: pair, abi: griddlePairAbi, fromBlock, toBlock }),
    publicClient.readContract({
      address: pair,
      abi: griddlePairAbi,
      functionName: "getReserves",
      blockNumber: toBlock,
    }),
  ]);
  const swaps = parseEventLogs({ abi: griddlePairAbi, eventName: "Swap", logs: events });
  return {
    reserve0: String(reserve0),
    reserve1: String(reserve1),
    volumeToken0: String(sumBy(swaps, (log) => log.args.amount0In + log.args.amount0Out)),
    volumeToken1: String(sumBy(swaps, (log) => log.args.amount1In + log.args.amount1Out)),
    txCount: parseEventLogs({ abi: griddlePairAbi, eventName: ["Swap", "Mint", "Burn"], logs: events })
      .length,
  };
}

/** The figures of the indexed pair `indexed` that readPairFromChain reads from the chain, to compare them. */
export function indexedPairFigures(indexed: ChainPairFigures): ChainPairFigures {
  const { reserve0, reserve1, volumeToken0, volumeToken1, txCount } = indexed;
  return { reserve0, reserve1, volumeToken0, volumeToken1, txCount };
}
