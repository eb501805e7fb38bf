import { farmAuctionAbi } from "@griddle/sdk";
import type { Address, ContractFunctionParameters } from "viem";

/** The most whitelisted wallets the contract allows (FarmAuction.MAX_WHITELIST): one page holds them all. */
export const WHITELIST_PAGE_SIZE = 250n;

/** The account's participations read at once: more auctions than the app will see locally for years. */
export const PARTICIPATIONS_PAGE_SIZE = 100n;

/** The latest auction's id and the whitelist. */
export function auctionStateCalls(farmAuction: Address): readonly ContractFunctionParameters[] {
  return [
    { address: farmAuction, abi: farmAuctionAbi, functionName: "currentAuctionId" },
    {
      address: farmAuction,
      abi: farmAuctionAbi,
      functionName: "viewBidders",
      args: [0n, WHITELIST_PAGE_SIZE],
    },
  ];
}

/** An auction and its top `size` bids, highest first. */
export function auctionCalls(
  farmAuction: Address,
  auctionId: bigint,
  size: bigint,
): readonly ContractFunctionParameters[] {
  return [
    { address: farmAuction, abi: farmAuctionAbi, functionName: "auctions", args: [auctionId] },
    {
      address: farmAuction,
      abi: farmAuctionAbi,
      functionName: "viewBidsPerAuction",
      args: [auctionId, 0n, size],
    },
  ];
}

/** Each auction's terms and state alone (no bids): what the account's reclaims depend on. */
export function auctionTermsCalls(
  farmAuction: Address,
  auctionIds: readonly bigint[],
): readonly ContractFunctionParameters[] {
  return auctionIds.map((auctionId) => ({
    address: farmAuction,
    abi: farmAuctionAbi,
    functionName: "auctions",
    args: [auctionId],
  }));
}

/** Whether the account may bid, its total in `auctionId`, and every auction it bid in. */
export function accountCalls(
  farmAuction: Address,
  auctionId: bigint,
  account: Address,
): readonly ContractFunctionParameters[] {
  return [
    { address: farmAuction, abi: farmAuctionAbi, functionName: "whitelisted", args: [account] },
    { address: farmAuction, abi: farmAuctionAbi, functionName: "auctionBids", args: [auctionId, account] },
    {
      address: farmAuction,
      abi: farmAuctionAbi,
      functionName: "viewBidderAuctions",
      args: [account, 0n, PARTICIPATIONS_PAGE_SIZE],
    },
  ];
}
