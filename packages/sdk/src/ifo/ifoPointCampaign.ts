import type { PointCampaign } from "../profile/pointCampaigns.ts";
import type { OfferingDefinition } from "./localOfferings.ts";

/** The badge every offering's achievement shows (served by apps/api under /images/achievements/). */
export const IFO_SHOPPER_BADGE = "ifo-shopper.svg";

/**
 * An offering's points campaign (spec 001 section 3: type 'ifo', title 'IFO Shopper: %title%',
 * description 'Committed more than $5 worth of LP in the %title% IFO'), with the offering's name as
 * the title.
 */
export function ifoPointCampaign(offering: OfferingDefinition): PointCampaign {
  return {
    campaignId: offering.campaignId,
    type: "ifo",
    title: "IFO Shopper: %title%".replace("%title%", offering.name),
    description: "Committed more than $5 worth of LP in the %title% IFO".replace("%title%", offering.name),
    badge: IFO_SHOPPER_BADGE,
    points: offering.numberPoints,
  };
}
