import type { Address } from "viem";
import {
  bunnyFactoryAbi,
  bunnySpecialCakeVaultAbi,
  bunnySpecialPredictionAbi,
  griddleBunniesAbi,
} from "@griddle/sdk";
import type { ContractCall } from "../../../shared/chain/index.ts";

export type TransferCollectibleCall = ContractCall<typeof griddleBunniesAbi, "safeTransferFrom">;
export type ApproveCollectibleCall = ContractCall<typeof griddleBunniesAbi, "approve">;
export type MintStarterCall = ContractCall<typeof bunnyFactoryAbi, "mintNFT">;
export type ClaimCollectibleCall =
  | ContractCall<typeof bunnySpecialPredictionAbi, "mintNFT">
  | ContractCall<typeof bunnySpecialCakeVaultAbi, "mintNFT">;

/** Which claim contract: the early prediction players' or the early vault depositors'. */
export type CollectibleClaimKind = "prediction" | "vault";

/**
 * safeTransferFrom(from, to, tokenId): the safe variant, so a contract that cannot hold collectibles
 * refuses it instead of locking the token away.
 */
export function buildTransferCollectibleCall(
  collection: Address,
  from: Address,
  to: Address,
  tokenId: bigint,
): TransferCollectibleCall {
  return {
    address: collection,
    abi: griddleBunniesAbi,
    functionName: "safeTransferFrom",
    args: [from, to, tokenId],
  };
}

/** approve(spender, tokenId): lets the profile contract take the collectible into custody. */
export function buildApproveCollectibleCall(
  collection: Address,
  spender: Address,
  tokenId: bigint,
): ApproveCollectibleCall {
  return { address: collection, abi: griddleBunniesAbi, functionName: "approve", args: [spender, tokenId] };
}

/** The factory's mintNFT(bunnyId): one starter collectible, paid in CAKE. */
export function buildMintStarterCall(factory: Address, bunnyId: number): MintStarterCall {
  return { address: factory, abi: bunnyFactoryAbi, functionName: "mintNFT", args: [bunnyId] };
}

/** A claim contract's mintNFT(): its collectible and points for an eligible profile. */
export function buildClaimCollectibleCall(kind: CollectibleClaimKind, claim: Address): ClaimCollectibleCall {
  return kind === "prediction"
    ? { address: claim, abi: bunnySpecialPredictionAbi, functionName: "mintNFT", args: [] }
    : { address: claim, abi: bunnySpecialCakeVaultAbi, functionName: "mintNFT", args: [] };
}
