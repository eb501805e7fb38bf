import { IndexerRequestError } from "../../../../../shared/indexer/index.ts";
import type { PointEntry } from "../../model/achievementsFromPoints.ts";

const shapeError = () => new IndexerRequestError("The indexer answered in another shape");

/** The points query's `data`: each grant with its campaign and points. */
export function parseUserPoints(data: unknown): PointEntry[] {
  if (typeof data !== "object" || data === null) throw shapeError();
  const page = (data as Record<string, unknown>).points;
  if (typeof page !== "object" || page === null) throw shapeError();
  const items = (page as Record<string, unknown>).items;
  if (!Array.isArray(items)) throw shapeError();
  return items.map((item: unknown) => {
    if (typeof item !== "object" || item === null) throw shapeError();
    const { id, campaignId, points } = item as Record<string, unknown>;
    if (typeof id !== "string") throw shapeError();
    return { id, campaignId: BigInt(String(campaignId)), points: BigInt(String(points)) };
  });
}
