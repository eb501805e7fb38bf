import type { Context } from "ponder:registry";
import { pairLiquidity } from "ponder:schema";
import { griddlePairAbi } from "@griddle/sdk";
import type { Address, Hex } from "viem";
import { computeLiquidityPerLp } from "../../model/computeLiquidityPerLp.ts";
import { computeReserveUsd } from "../../model/computeReserveUsd.ts";
import { addDeposit } from "../../model/lpPosition.ts";
import { toUnits } from "../shared/toUnits.ts";
import type { PairRow } from "../store/IndexerDb.ts";
import { findToken } from "../store/findToken.ts";
import { ensurePairLiquidity } from "./ensurePairLiquidity.ts";
import { loadPosition, savePosition } from "./positionStore.ts";
import { recordPairTransaction } from "./recordPairTransaction.ts";

/** A Mint or Burn event as the pair handler received it. */
export interface LiquidityEvent {
  readonly kind: "Mint" | "Burn";
  readonly hash: Hex;
  readonly logIndex: number;
  readonly block: bigint;
  readonly timestamp: number;
  readonly account: Address;
  readonly amount0: bigint;
  readonly amount1: bigint;
}

/**
 * After a Mint or Burn: sqrt(kLast) (the pair sets kLast to its new k while the protocol fee is on,
 * which its stored kLast tells), the liquidity per LP unit again, a Mint's amounts on the position
 * its units went to, and the add or remove as a transaction valued at the prices after its Sync.
 */
export async function recordLiquidityEvent(
  context: Context,
  pair: PairRow,
  event: LiquidityEvent,
): Promise<void> {
  const { db, client } = context;
  const kLast = await client.readContract({
    address: pair.id,
    abi: griddlePairAbi,
    functionName: "kLast",
    blockNumber: event.block,
  });
  const liquidity = await ensurePairLiquidity(db, pair.id);
  const sqrtKLast = kLast > 0n ? liquidity.sqrtK : 0;
  await db.update(pairLiquidity, { id: pair.id }).set({
    sqrtKLast,
    liquidityPerLp: computeLiquidityPerLp({
      sqrtK: liquidity.sqrtK,
      totalSupply: Number(liquidity.totalSupply),
      sqrtKLast,
    }),
  });
  if (event.kind === "Mint" && liquidity.lastMintHash === event.hash && liquidity.lastMintTo !== null) {
    const depositor = liquidity.lastMintTo;
    const position = addDeposit(await loadPosition(db, pair.id, depositor), event.amount0, event.amount1);
    await savePosition(db, pair.id, depositor, position, event.timestamp);
  }

  const [token0, token1] = await Promise.all([findToken(db, pair.token0Id), findToken(db, pair.token1Id)]);
  const amountUSD = computeReserveUsd(
    { reserve: toUnits(event.amount0, token0.decimals), priceUsd: token0.derivedUSD },
    { reserve: toUnits(event.amount1, token1.decimals), priceUsd: token1.derivedUSD },
  );
  await recordPairTransaction(db, pair, {
    kind: event.kind,
    hash: event.hash,
    logIndex: event.logIndex,
    block: event.block,
    timestamp: event.timestamp,
    account: event.account,
    amount0In: event.amount0,
    amount1In: event.amount1,
    amount0Out: 0n,
    amount1Out: 0n,
    amountUSD,
    volumeUSD: 0,
  });
}
