import type { Address } from "viem";
import type { OfferingVersion } from "../../../ifo/localOfferings.ts";

/** One deployed offering; its static facts are LOCAL_OFFERINGS' entry with the same `id`. */
export interface DeployedOffering {
  readonly id: string;
  /** The sale contract: IFOSaleV1 or IFOSaleV2 by `version`. */
  readonly address: Address;
  readonly version: OfferingVersion;
  /** The token offered, deployed with the offering. */
  readonly offeringToken: Address;
  /** First block commitments are taken (the offering's release block). */
  readonly startBlock: number;
  /** First block harvests are taken. */
  readonly endBlock: number;
  /** The points campaign registered for it on PointCenterIFO. */
  readonly campaignId: number;
}

/**
 * Initial farm offerings (spec 001 sections 3, 4 and 7). The local seed leaves: the active offering
 * (Kelpmar) open for hours with commitments by dev accounts 2 (basic pool) and 3 (unlimited pool); ten
 * past offerings with commitments by dev accounts 1 to 3, all harvested except the latest past one
 * (Tidewell), where dev account 2 has both pools to harvest; every offering registered on
 * PointCenterIFO with a threshold of about $5 of LP.
 */
export interface IfoSection {
  readonly ifo: {
    /** The LP token every offering takes: CAKE-BNB LP, the first farm's. */
    readonly lpToken: Address;
    /** Newest first, as LOCAL_OFFERINGS. */
    readonly offerings: readonly DeployedOffering[];
    /** The block the first offering was deployed in: the indexer starts there. */
    readonly startBlock: number;
  };
}
