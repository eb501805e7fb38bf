import type { Address } from "viem";
import { griddleProfileAbi } from "@griddle/sdk";
import type { ContractCall } from "../../../shared/chain/index.ts";

export type CreateProfileCall = ContractCall<typeof griddleProfileAbi, "createProfile">;
export type UpdateProfileCall = ContractCall<typeof griddleProfileAbi, "updateProfile">;
export type PauseProfileCall = ContractCall<typeof griddleProfileAbi, "pauseProfile">;
export type ReactivateProfileCall = ContractCall<typeof griddleProfileAbi, "reactivateProfile">;

/** createProfile(teamId, nftAddress, tokenId): the collectible goes into the profile's custody, the register cost is paid. */
export function buildCreateProfileCall(
  profile: Address,
  teamId: number,
  nftAddress: Address,
  tokenId: bigint,
): CreateProfileCall {
  return {
    address: profile,
    abi: griddleProfileAbi,
    functionName: "createProfile",
    args: [BigInt(teamId), nftAddress, tokenId],
  };
}

/** updateProfile(nftAddress, tokenId): a new avatar in, the old one back to the wallet, the update cost paid. */
export function buildUpdateProfileCall(
  profile: Address,
  nftAddress: Address,
  tokenId: bigint,
): UpdateProfileCall {
  return {
    address: profile,
    abi: griddleProfileAbi,
    functionName: "updateProfile",
    args: [nftAddress, tokenId],
  };
}

/** pauseProfile(): the avatar back to the wallet, the profile inactive. */
export function buildPauseProfileCall(profile: Address): PauseProfileCall {
  return { address: profile, abi: griddleProfileAbi, functionName: "pauseProfile", args: [] };
}

/** reactivateProfile(nftAddress, tokenId): active again with this avatar, the reactivate cost paid. */
export function buildReactivateProfileCall(
  profile: Address,
  nftAddress: Address,
  tokenId: bigint,
): ReactivateProfileCall {
  return {
    address: profile,
    abi: griddleProfileAbi,
    functionName: "reactivateProfile",
    args: [nftAddress, tokenId],
  };
}
