import { CompetitionStatus, type RankedTrader } from "@griddle/sdk";
import type { Hex } from "viem";

/** The account's entry on chain (viewUserStatus). */
export interface CompetitionUserStatus {
  readonly hasRegistered: boolean;
  readonly hasClaimed: boolean;
  readonly teamId: number;
}

/** What the claim panel shows. */
export type ClaimState =
  | { readonly kind: "not-claiming" }
  | { readonly kind: "not-registered" }
  | { readonly kind: "claimed" }
  | { readonly kind: "checking" }
  | { readonly kind: "root-mismatch" }
  | {
      readonly kind: "can-claim";
      readonly teamRank: number;
      readonly rewardGroup: number;
      readonly proof: readonly Hex[];
    };

export interface ClaimStateInput {
  readonly status: CompetitionStatus | undefined;
  readonly user: CompetitionUserStatus | undefined;
  /** The chain's published root. */
  readonly chainRoot: Hex | undefined;
  /** The root and the account's entry and proof recomputed from the indexer; undefined while loading. */
  readonly recomputed:
    | {
        readonly root: Hex | null;
        readonly trader: RankedTrader | undefined;
        readonly proof: readonly Hex[] | null;
      }
    | undefined;
}

/**
 * Whether the account can claim now: only in the claiming phase, once, when registered, and only
 * with a proof from a ranking whose root matches the chain's (a root the page cannot recompute from
 * the public data is not one it will prove against).
 */
export function claimState({ status, user, chainRoot, recomputed }: ClaimStateInput): ClaimState {
  if (status !== CompetitionStatus.Claiming) return { kind: "not-claiming" };
  if (user === undefined || chainRoot === undefined) return { kind: "checking" };
  if (!user.hasRegistered) return { kind: "not-registered" };
  if (user.hasClaimed) return { kind: "claimed" };
  if (recomputed === undefined) return { kind: "checking" };
  const { root, trader, proof } = recomputed;
  if (
    root === null ||
    root.toLowerCase() !== chainRoot.toLowerCase() ||
    trader === undefined ||
    proof === null
  ) {
    return { kind: "root-mismatch" };
  }
  return { kind: "can-claim", teamRank: trader.teamRank, rewardGroup: trader.rewardGroup, proof };
}
