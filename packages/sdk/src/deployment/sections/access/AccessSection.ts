import type { Address } from "viem";

/** Who the app serves. */
export interface AccessSection {
  /** Accounts the app refuses to serve ('Blocked address'); locally one dev account, for tests. */
  readonly blockedAddresses: readonly Address[];
}
