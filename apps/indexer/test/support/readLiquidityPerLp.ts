import { griddlePairAbi } from "@griddle/sdk";
import type { Address, PublicClient } from "viem";

/** GriddlePair's LP and protocol shares of the fee growth (17 and 8 of 25). */
const LP_SHARE = 17;
const PROTOCOL_SHARE = 8;

/** A pair's state at a block, read from the chain, and its liquidity per LP unit computed from it. */
export interface PairStateOnChain {
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  readonly totalSupply: bigint;
  readonly sqrtK: number;
  /** sqrt(k) per LP unit, counting the units the pair's _mintFee would mint to the protocol now. */
  readonly liquidityPerLp: number;
}

/**
 * Reads reserves, totalSupply and kLast at `blockNumber` and works out the liquidity per LP unit
 * from them independently of the indexer's model: √k over the supply the next mint or burn leaves
 * once `_mintFee` has minted the protocol's share.
 */
export async function readPairStateOnChain(
  client: PublicClient,
  pair: Address,
  blockNumber: bigint,
): Promise<PairStateOnChain> {
  const read = { address: pair, abi: griddlePairAbi, blockNumber } as const;
  const [[reserve0, reserve1], totalSupply, kLast] = await Promise.all([
    client.readContract({ ...read, functionName: "getReserves" }),
    client.readContract({ ...read, functionName: "totalSupply" }),
    client.readContract({ ...read, functionName: "kLast" }),
  ]);
  const sqrtK = Math.sqrt(Number(reserve0) * Number(reserve1));
  const sqrtKLast = Math.sqrt(Number(kLast));
  const supply = Number(totalSupply);
  const protocolUnits =
    kLast > 0n && sqrtK > sqrtKLast
      ? (supply * (sqrtK - sqrtKLast) * PROTOCOL_SHARE) / (sqrtK * LP_SHARE + sqrtKLast * PROTOCOL_SHARE)
      : 0;
  return { reserve0, reserve1, totalSupply, sqrtK, liquidityPerLp: sqrtK / (supply + protocolUnits) };
}
