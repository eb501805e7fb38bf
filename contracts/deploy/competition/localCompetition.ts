import { LOCAL_COMPETITION_TRADES } from "@griddle/sdk";
import { parseEther } from "viem";
import type { LocalTokenSymbol } from "../amm/localTokens.ts";

/** The keeper's schedule of the local competition: seconds of registration and of live trading. */
export interface CompetitionSchedule {
  readonly registrationSeconds: number;
  readonly liveSeconds: number;
}

/** A few minutes to register, then about twelve minutes of trading: a whole battle within one sitting. */
export const DEFAULT_COMPETITION_SCHEDULE: CompetitionSchedule = {
  registrationSeconds: 180,
  liveSeconds: 720,
};

/** Spec 001 section 9's eligible pairs by local token symbol (BNB is WBNB). */
export const ELIGIBLE_PAIR_SYMBOLS: readonly (readonly [LocalTokenSymbol, LocalTokenSymbol])[] = [
  ["WBNB", "BUSD"],
  ["CAKE", "WBNB"],
  ["ETH", "WBNB"],
  ["BTCB", "WBNB"],
];

/**
 * CAKE per member of each reward group (0 = bottom, 4 = top) for each final team rank, rank 1 first:
 * the winning team's top traders share the most, and group 0 (no volume) earns points only.
 */
export const CAKE_REWARDS: readonly (readonly [bigint, bigint, bigint, bigint, bigint])[] = [
  [0n, parseEther("50"), parseEther("150"), parseEther("400"), parseEther("1000")],
  [0n, parseEther("25"), parseEther("75"), parseEther("200"), parseEther("500")],
  [0n, parseEther("10"), parseEther("30"), parseEther("80"), parseEther("200")],
];

/** Profile points per member of each reward group for each final team rank. */
export const POINT_REWARDS: readonly (readonly [bigint, bigint, bigint, bigint, bigint])[] = [
  [100n, 300n, 600n, 1200n, 2500n],
  [100n, 250n, 500n, 1000n, 2000n],
  [100n, 200n, 400n, 800n, 1500n],
];

/** The profile campaign of the points of team rank `rank`, group `group` (PancakeSwap's style of id). */
export function competitionCampaignId(rank: number, group: number): bigint {
  return 511_000_000n + BigInt(rank * 100 + group);
}

/** CAKE the deployer funds the rewards with: the top group of the winning team for 50 traders. */
export const FUNDED_CAKE = parseEther("50000");

/** Dev accounts with active profiles (teams 1-3, seeded by the profile step) that register in the seed. */
export const SEED_COMPETITORS: readonly number[] = LOCAL_COMPETITION_TRADES.map(
  ({ accountIndex }) => accountIndex,
);
