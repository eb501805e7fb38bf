import type { PointCampaign, PointCampaignType } from "@griddle/sdk";

/** One points grant from the indexer (spec 001 section 7: points {id, campaignId, points}). */
export interface PointEntry {
  readonly id: string;
  readonly campaignId: bigint;
  readonly points: bigint;
}

/** A badge on the profile (spec 001 section 3: achievement). */
export interface Achievement {
  /** The campaign's id. */
  readonly id: bigint;
  readonly type: PointCampaignType;
  readonly title: string;
  readonly description: string;
  /** The badge image's file name under the API's /images/achievements/. */
  readonly badge: string;
  /** The points the account got from the campaign. */
  readonly points: bigint;
}

/**
 * The account's achievements: one per campaign the product knows (spec 001 section 5: points of
 * unknown campaigns are dropped), in the order of the catalogue, each with the points the account
 * was granted for it.
 */
export function achievementsFromPoints(
  entries: readonly PointEntry[],
  campaigns: readonly PointCampaign[],
): Achievement[] {
  return campaigns.flatMap((campaign) => {
    const granted = entries.filter(({ campaignId }) => campaignId === campaign.campaignId);
    if (granted.length === 0) return [];
    return [
      {
        id: campaign.campaignId,
        type: campaign.type,
        title: campaign.title,
        description: campaign.description,
        badge: campaign.badge,
        points: granted.reduce((sum, { points }) => sum + points, 0n),
      },
    ];
  });
}
