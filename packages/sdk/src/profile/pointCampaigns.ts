import { ifoPointCampaign } from "../ifo/ifoPointCampaign.ts";
import { LOCAL_OFFERINGS } from "../ifo/localOfferings.ts";

/** Spec 001 section 3: an achievement's type. */
export type PointCampaignType = "ifo" | "teambattle" | "participation";

/**
 * A points campaign the app knows (spec 001 section 5: achievement points only keep campaigns known
 * to the product). Points are granted on the profile contract by a POINT_ROLE holder with the
 * campaign's id, and read back per account from the indexer.
 */
export interface PointCampaign {
  readonly campaignId: bigint;
  readonly type: PointCampaignType;
  readonly title: string;
  readonly description: string;
  /** The badge image's file name (served by apps/api under /images/achievements/). */
  readonly badge: string;
  readonly points: number;
}

/** The local chain's campaigns, the offerings' 'IFO Shopper' ones (one per offering, newest first) last. */
export const LOCAL_POINT_CAMPAIGNS: readonly PointCampaign[] = [
  {
    campaignId: 200_001n,
    type: "participation",
    title: "Griddle Pioneer",
    description: "Made a profile in Griddle's first season",
    badge: "griddle-pioneer.svg",
    points: 100,
  },
  {
    campaignId: 200_002n,
    type: "participation",
    title: "Lucky Draw",
    description: "Played a lottery round",
    badge: "lucky-draw.svg",
    points: 50,
  },
  {
    campaignId: 200_003n,
    type: "participation",
    title: "Crystal Ball",
    description: "Called a prediction round",
    badge: "crystal-ball.svg",
    points: 50,
  },
  {
    campaignId: 200_004n,
    type: "participation",
    title: "Early Stacker",
    description: "Kept CAKE in the auto vault early on",
    badge: "early-stacker.svg",
    points: 50,
  },
  {
    campaignId: 300_001n,
    type: "teambattle",
    title: "Flipping Champion",
    description: "Finished in the top 100 of a trading competition",
    badge: "flipping-champion.svg",
    points: 500,
  },
  ...LOCAL_OFFERINGS.map(ifoPointCampaign),
];
