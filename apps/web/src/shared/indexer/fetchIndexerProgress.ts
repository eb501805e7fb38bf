import { IndexerRequestError } from "./IndexerRequestError.ts";
import { isRecord } from "./isRecord.ts";
import { parseIndexerProgress, type IndexerProgress } from "./parseIndexerProgress.ts";
import { postIndexerQuery } from "./postIndexerQuery.ts";

/** Ponder's own status: per network, the block it has indexed up to. */
export const INDEXER_STATUS_QUERY = "query IndexerStatus { _meta { status } }";

/**
 * The block the indexer at `url` has reached (null before any); cancelled through `signal`. Rejects
 * with IndexerRequestError when it is unreachable, refuses the query, or answers without `_meta`.
 */
export async function fetchIndexerProgress(
  url: string,
  signal?: AbortSignal,
): Promise<IndexerProgress | null> {
  const data = await postIndexerQuery(url, { query: INDEXER_STATUS_QUERY }, signal);
  if (!isRecord(data._meta)) throw new IndexerRequestError("The indexer's answer lacks _meta");
  return parseIndexerProgress(data._meta.status);
}
