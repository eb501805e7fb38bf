import { isRecord } from "./isRecord.ts";

/** How far the indexer has got, from its `_meta { status }`: the block it reached and its time. */
export interface IndexerProgress {
  readonly block: number;
  readonly timestamp: number;
}

/**
 * The block the indexer reached on its one network, from Ponder's status JSON
 * (`{ [network]: { block: { number, timestamp } | null, ready } }`); null before it reached any.
 */
export function parseIndexerProgress(status: unknown): IndexerProgress | null {
  if (!isRecord(status)) return null;
  const reached = Object.values(status)
    .map((network) => (isRecord(network) && isRecord(network.block) ? network.block : null))
    .find((block) => block !== null);
  if (reached === undefined || reached === null) return null;
  const { number, timestamp } = reached;
  if (typeof number !== "number" || typeof timestamp !== "number") return null;
  return { block: number, timestamp };
}
