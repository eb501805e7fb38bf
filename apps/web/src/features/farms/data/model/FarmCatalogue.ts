import type { Address } from "viem";
import type { FarmConfig } from "../../model/Farm.ts";

/** The farms of the app's chain and the MasterChef that hosts them. */
export interface FarmCatalogue {
  /** Undefined on a chain without farms. */
  readonly masterChef: Address | undefined;
  /** In catalogue order: the 'Hot' order of the farms page. */
  readonly farms: readonly FarmConfig[];
}
