import { SNAPSHOT_DOMAIN } from "@griddle/sdk";
import type { Address, TypedData } from "viem";

/** What Griddle writes in a message's `app` field, so the hub can tell where a message came from. */
export const HUB_APP = "griddle";

/** A message ready for the wallet's signTypedData: numbers wider than 48 bits as bigints, as viem wants them. */
export interface HubTypedData {
  readonly domain: typeof SNAPSHOT_DOMAIN;
  readonly types: TypedData;
  readonly primaryType: "Proposal" | "Vote";
  readonly message: Readonly<Record<string, unknown>> & { readonly from: Address };
}
