import { farmAuctionAbi } from "@griddle/sdk";
import type { Address } from "viem";
import type { ContractCall } from "../../../shared/chain/index.ts";

export type FarmAuctionBidCall = ContractCall<typeof farmAuctionAbi, "bid">;
export type FarmAuctionReclaimCall = ContractCall<typeof farmAuctionAbi, "claimAuction">;

/** Adds `amount` CAKE to the connected wallet's bid in the current auction. */
export function buildBidCall(farmAuction: Address, amount: bigint): FarmAuctionBidCall {
  return { address: farmAuction, abi: farmAuctionAbi, functionName: "bid", args: [amount] };
}

/** Takes back the connected wallet's whole bid in a closed auction it did not win. */
export function buildReclaimCall(farmAuction: Address, auctionId: bigint): FarmAuctionReclaimCall {
  return { address: farmAuction, abi: farmAuctionAbi, functionName: "claimAuction", args: [auctionId] };
}
