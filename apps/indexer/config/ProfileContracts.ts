import type { Address } from "viem";

/** Griddle's profile contract, lowercase like the indexer's ids. */
export interface ProfileContracts {
  /** GriddleProfile: profiles, teams and achievement points. */
  readonly profile: Address;
  /** The block the profile contracts were deployed in: they have no events before it. */
  readonly startBlock: number;
}
