import { NUMBER_REWARD_GROUPS, toCompetitionStatus, type CompetitionStatus } from "@griddle/sdk";
import type { Hex } from "viem";
import type { CompetitionUserStatus } from "../../model/claimState.ts";

/** One final team rank's rewards by reward group (0 = bottom … 4 = top). */
export interface RankRewards {
  readonly cake: readonly bigint[];
  readonly points: readonly bigint[];
}

export interface CompetitionReads {
  readonly status: CompetitionStatus | undefined;
  readonly resultsRoot: Hex | undefined;
  /** Rank 1 first; undefined when the read failed. */
  readonly rewards: readonly RankRewards[] | undefined;
  /** Undefined without an account or when the read failed. */
  readonly user: CompetitionUserStatus | undefined;
}

function readGroups(value: unknown): readonly bigint[] | undefined {
  return Array.isArray(value) &&
    value.length === NUMBER_REWARD_GROUPS &&
    value.every((v) => typeof v === "bigint")
    ? (value as bigint[])
    : undefined;
}

/** The results of competitionReadCalls, null where a call failed. */
export function parseCompetitionReads(results: readonly unknown[]): CompetitionReads {
  const [status, root, rewardTeams, user] = results;
  const rewards = Array.isArray(rewardTeams)
    ? rewardTeams.map((row: { cakeRewards?: unknown; pointUsers?: unknown }) => ({
        cake: readGroups(row.cakeRewards),
        points: readGroups(row.pointUsers),
      }))
    : undefined;
  const complete = rewards?.every(
    (row): row is RankRewards => row.cake !== undefined && row.points !== undefined,
  );
  return {
    status: typeof status === "number" ? toCompetitionStatus(status) : undefined,
    resultsRoot: typeof root === "string" ? (root as Hex) : undefined,
    rewards: complete ? (rewards as RankRewards[]) : undefined,
    user:
      Array.isArray(user) && typeof user[0] === "boolean" && typeof user[1] === "boolean"
        ? { hasRegistered: user[0], hasClaimed: user[1], teamId: Number(user[2]) }
        : undefined,
  };
}
