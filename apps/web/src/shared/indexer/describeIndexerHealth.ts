import type { IndexerProgress } from "./parseIndexerProgress.ts";

/** Past this many blocks behind the chain's head the pages say their indexed figures are late (about 30 s). */
export const BEHIND_BLOCKS = 10;

/**
 * What a page says about the indexer: nothing when it keeps up; `absent` on a network without one;
 * `down` when it cannot be read (with the block it had reached when it last answered, if it ever did);
 * `behind` when it lags the chain's head by more than BEHIND_BLOCKS or has reached no block yet.
 */
export type IndexerHealth =
  | { readonly kind: "ok" }
  | { readonly kind: "absent" }
  | { readonly kind: "down"; readonly reached: number | undefined }
  | { readonly kind: "behind"; readonly reached: number | undefined; readonly head: number | undefined };

export interface IndexerHealthInputs {
  /** The app has an indexer URL for this network. */
  readonly configured: boolean;
  /** The page's own latest read from the indexer failed. */
  readonly readFailed: boolean;
  /** The latest `_meta` status read failed. */
  readonly statusFailed: boolean;
  /** The last status the indexer gave: undefined before its first answer, null before it reached a block. */
  readonly progress: IndexerProgress | null | undefined;
  /** The chain's head; undefined while unknown (then nothing counts as behind). */
  readonly head: number | undefined;
}

/** The rule every indexer-backed page follows to say the indexer is missing, down or behind. */
export function describeIndexerHealth({
  configured,
  readFailed,
  statusFailed,
  progress,
  head,
}: IndexerHealthInputs): IndexerHealth {
  if (!configured) return { kind: "absent" };
  if (readFailed || statusFailed) return { kind: "down", reached: progress?.block };
  if (progress === null) return { kind: "behind", reached: undefined, head };
  if (progress !== undefined && head !== undefined && head - progress.block > BEHIND_BLOCKS)
    return { kind: "behind", reached: progress.block, head };
  return { kind: "ok" };
}

/** Whether nothing more can be had from the indexer now (missing or down), so a list not yet read will not come. */
export function isIndexerUnavailable(health: IndexerHealth): boolean {
  return health.kind === "down" || health.kind === "absent";
}
