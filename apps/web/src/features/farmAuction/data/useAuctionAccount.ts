import { useMemo } from "react";
import type { Address, ContractFunctionParameters } from "viem";
import { useChainReads } from "../../../shared/chain/index.ts";
import type { Auction } from "../model/Auction.ts";
import { reclaimableBids, type ReclaimableBid } from "../model/reclaimableBids.ts";
import { accountCalls, auctionTermsCalls } from "./model/farmAuctionReads.ts";
import { parseAccountReads, parseAuctionWithBids } from "./model/parseFarmAuctionReads.ts";

export interface AuctionAccount {
  /** Undefined without an account or while loading. */
  readonly whitelisted: boolean | undefined;
  /** The account's total in the current auction: 0 before its first bid. */
  readonly currentBid: bigint | undefined;
  /** The bids it may take back, newest auction first. */
  readonly reclaimable: readonly ReclaimableBid[] | undefined;
  readonly error: Error | null;
}

/**
 * The connected wallet's standing: whitelisted or not, its bid in the current auction, and the bids
 * of closed auctions it did not win and may reclaim (the auctions it bid in are read to tell).
 */
export function useAuctionAccount(
  farmAuction: Address | undefined,
  currentAuctionId: bigint | undefined,
  account: Address | undefined,
): AuctionAccount {
  const calls = useMemo(
    () =>
      farmAuction && account && currentAuctionId !== undefined
        ? accountCalls(farmAuction, currentAuctionId, account)
        : [],
    [farmAuction, account, currentAuctionId],
  );
  const { data, error } = useChainReads(calls, { enabled: calls.length > 0 });
  const { whitelisted, currentBid, participations } = useMemo(() => parseAccountReads(data ?? []), [data]);

  const ids = useMemo(() => (participations ?? []).map(({ auctionId }) => auctionId), [participations]);
  const auctionReads = useMemo(
    (): readonly ContractFunctionParameters[] => (farmAuction ? auctionTermsCalls(farmAuction, ids) : []),
    [farmAuction, ids],
  );
  const auctions = useChainReads(auctionReads, { enabled: auctionReads.length > 0 });
  const byId = useMemo(() => {
    const map = new Map<bigint, Auction>();
    ids.forEach((id, index) => {
      const { auction } = parseAuctionWithBids(id, [auctions.data?.[index], null]);
      if (auction) map.set(id, auction);
    });
    return map;
  }, [ids, auctions.data]);

  if (account === undefined || data === undefined) {
    return { whitelisted: undefined, currentBid: undefined, reclaimable: undefined, error };
  }
  return {
    whitelisted,
    currentBid,
    reclaimable:
      participations === undefined || (ids.length > 0 && auctions.data === undefined)
        ? undefined
        : reclaimableBids(participations, byId),
    error: error ?? auctions.error,
  };
}
