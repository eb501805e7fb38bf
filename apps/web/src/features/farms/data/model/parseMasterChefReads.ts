import { uintOrNull } from "../../../../shared/chain/index.ts";

/** MasterChef's emission at one block. */
export interface MasterChefState {
  readonly totalAllocPoint: bigint;
  /** Raw CAKE emitted per block across all of MasterChef's pools. */
  readonly cakePerBlock: bigint;
}

/** Reads back the results of masterChefCalls; null when either did not answer. */
export function parseMasterChefReads(results: readonly unknown[]): MasterChefState | null {
  const totalAllocPoint = uintOrNull(results[0]);
  const cakePerBlock = uintOrNull(results[1]);
  if (totalAllocPoint === null || cakePerBlock === null) return null;
  return { totalAllocPoint, cakePerBlock };
}
