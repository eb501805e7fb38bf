import type { Address } from "viem";
import { IndexerRequestError } from "../../../../shared/indexer/index.ts";
import type { PointEntry } from "../../../profile/index.ts";

export interface TeamMember {
  readonly account: Address;
  readonly points: bigint;
}

export interface TeamActivity {
  readonly grants: readonly PointEntry[];
  readonly members: readonly TeamMember[];
}

const shapeError = () => new IndexerRequestError("The indexer answered in another shape");

function itemsOf(data: Record<string, unknown>, key: string): Record<string, unknown>[] {
  const page = data[key];
  if (typeof page !== "object" || page === null) throw shapeError();
  const items = (page as Record<string, unknown>).items;
  if (!Array.isArray(items) || !items.every((item) => typeof item === "object" && item !== null))
    throw shapeError();
  return items as Record<string, unknown>[];
}

/** The team activity query's `data`: the team's grants and its members by points. */
export function parseTeamActivity(data: unknown): TeamActivity {
  if (typeof data !== "object" || data === null) throw shapeError();
  const record = data as Record<string, unknown>;
  return {
    grants: itemsOf(record, "teamPoints").map(({ id, campaignId, points }) => ({
      id: String(id),
      campaignId: BigInt(String(campaignId)),
      points: BigInt(String(points)),
    })),
    members: itemsOf(record, "profileUsers").map(({ id, points }) => {
      if (typeof id !== "string" || !/^0x[0-9a-f]{40}$/.test(id)) throw shapeError();
      return { account: id as Address, points: BigInt(String(points)) };
    }),
  };
}
