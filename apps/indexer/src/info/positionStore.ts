import { lpPosition } from "ponder:schema";
import type { Address } from "viem";
import { EMPTY_LP_POSITION, type LpPosition } from "../../model/lpPosition.ts";
import type { IndexerDb } from "../store/IndexerDb.ts";

function positionId(pairId: Address, account: Address): string {
  return `${pairId}-${account}`;
}

/** The account's position in the pair as last stored; empty when it never held units. */
export async function loadPosition(db: IndexerDb, pairId: Address, account: Address): Promise<LpPosition> {
  return (await db.find(lpPosition, { id: positionId(pairId, account) })) ?? EMPTY_LP_POSITION;
}

/** Stores the account's position in the pair. */
export async function savePosition(
  db: IndexerDb,
  pairId: Address,
  account: Address,
  position: LpPosition,
  timestamp: number,
): Promise<void> {
  const figures = {
    balance: position.balance,
    entryLiquidity: position.entryLiquidity,
    deposited0: position.deposited0,
    deposited1: position.deposited1,
    realizedFees0: position.realizedFees0,
    realizedFees1: position.realizedFees1,
    realizedFeesUSD: position.realizedFeesUSD,
    updatedAt: timestamp,
  };
  await db
    .insert(lpPosition)
    .values({ id: positionId(pairId, account), pairId, account, ...figures })
    .onConflictDoUpdate(figures);
}
