import type { InfoSnapshot } from "../data/model/parseSnapshot.ts";
import type { InfoQueryState } from "../data/useInfoQuery.ts";
import type { Watchlist } from "../model/parseWatchlist.ts";
import type { Address } from "viem";

/** What every Info view gets from the page: the shared snapshot and the watchlist. */
export interface InfoViewProps {
  readonly snapshot: InfoQueryState<InfoSnapshot>;
  readonly watchlist: Watchlist;
  readonly toggleWatch: (kind: keyof Watchlist, address: Address) => void;
}
