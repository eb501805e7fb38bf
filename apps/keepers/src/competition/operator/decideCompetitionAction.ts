import { CompetitionStatus } from "@griddle/sdk";
import type { Hex } from "viem";

/** The competition as the keeper reads it at the chain's head block. */
export interface CompetitionKeeperState {
  /** The head block's time: a transaction sent now lands later. */
  readonly timestamp: bigint;
  readonly status: CompetitionStatus;
  /** When the current phase started: the time of the block of its NewCompetitionStatus event. */
  readonly phaseStartedAt: bigint;
  /** The chain's published root (zero until published). */
  readonly resultsRoot: Hex;
  /** Seeded competitors that have not traded since the live phase began (only while live, and when seeding). */
  readonly competitorsToTrade: number;
  /**
   * The results recomputed from the indexer, once it has indexed the close (so every counted swap);
   * undefined before, or when the indexer cannot be reached.
   */
  readonly results: { readonly root: Hex | null } | undefined;
}

export interface CompetitionSchedule {
  readonly registrationSeconds: bigint;
  readonly liveSeconds: bigint;
}

export type CompetitionWaitReason =
  | { readonly kind: "indexer-behind" }
  | { readonly kind: "nobody-registered" }
  | { readonly kind: "done"; readonly status: CompetitionStatus };

export type CompetitionAction =
  | { readonly kind: "wait"; readonly reason?: CompetitionWaitReason }
  | { readonly kind: "advance"; readonly to: CompetitionStatus }
  | { readonly kind: "seed-trades" }
  | { readonly kind: "publish"; readonly root: Hex };

/** The root before any is published. */
export const ZERO_ROOT: Hex = `0x${"0".repeat(64)}`;

/**
 * What the competition calls for now, from the chain alone, so a restarted keeper picks up where it
 * was: registration ends `registrationSeconds` after it began; while live, the seeded competitors
 * trade first, and the phase closes `liveSeconds` after it began; at the close, the root recomputed
 * from the indexer is published (again if the chain's differs), then claiming starts. Claiming and
 * over are left to people: claims stay open until the owner ends the competition.
 */
export function decideCompetitionAction(
  state: CompetitionKeeperState,
  schedule: CompetitionSchedule,
): CompetitionAction {
  const elapsed = state.timestamp - state.phaseStartedAt;
  switch (state.status) {
    case CompetitionStatus.Registration:
      return elapsed >= schedule.registrationSeconds
        ? { kind: "advance", to: CompetitionStatus.Live }
        : { kind: "wait" };
    case CompetitionStatus.Live:
      if (state.competitorsToTrade > 0) return { kind: "seed-trades" };
      return elapsed >= schedule.liveSeconds
        ? { kind: "advance", to: CompetitionStatus.Close }
        : { kind: "wait" };
    case CompetitionStatus.Close: {
      if (state.results === undefined) return { kind: "wait", reason: { kind: "indexer-behind" } };
      const { root } = state.results;
      if (root === null) return { kind: "wait", reason: { kind: "nobody-registered" } };
      if (state.resultsRoot.toLowerCase() !== root.toLowerCase()) return { kind: "publish", root };
      return { kind: "advance", to: CompetitionStatus.Claiming };
    }
    case CompetitionStatus.Claiming:
    case CompetitionStatus.Over:
      return { kind: "wait", reason: { kind: "done", status: state.status } };
  }
}
