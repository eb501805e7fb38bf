import { useEffect, useMemo } from "react";
import type { Address } from "viem";
import { griddleProfileAbi } from "@griddle/sdk";
import { useAppChainConfig, useChainReads } from "../../../shared/chain/index.ts";
import { useTokenMetadata, type CollectibleMetadata } from "../../collectibles/index.ts";
import type { Profile } from "../model/Profile.ts";
import { buildProfileCookie } from "../model/profileCookie.ts";
import { parseUserProfile, type UserProfileResult } from "./model/parseUserProfile.ts";
import { useUsername } from "./useUsername.ts";

export interface ProfileState {
  /** False on a chain without profiles. */
  readonly available: boolean;
  /** Undefined while loading; null for an account without a profile (or a failed read). */
  readonly profile: Profile | null | undefined;
  /** '' while none is set (or while the API cannot be read); undefined while loading. */
  readonly username: string | undefined;
  /** The API could not be read: the username is unknown, not unset (the page shows the address). */
  readonly usernameUnavailable: boolean;
  /** The avatar's metadata; null when it could not be read. */
  readonly avatar: CollectibleMetadata | null | undefined;
  readonly error: Error | null;
  readonly refetchUsername: () => void;
}

/**
 * The account's profile (spec 001 section 7: hasRegistered and getUserProfile, read every block),
 * its username from the API and its avatar's metadata; each found profile is kept in the
 * profile_{account} cookie for 30 days (section 7).
 */
export function useProfile(account: Address | undefined): ProfileState {
  const contract = useAppChainConfig().contracts.profile?.profile;
  const calls = useMemo(
    () =>
      contract && account
        ? [
            {
              address: contract,
              abi: griddleProfileAbi,
              functionName: "hasRegistered" as const,
              args: [account] as const,
            },
            {
              address: contract,
              abi: griddleProfileAbi,
              functionName: "getUserProfile" as const,
              args: [account] as const,
            },
          ]
        : [],
    [contract, account],
  );
  const { data, error } = useChainReads(calls, { enabled: calls.length > 0 });
  const profile = useMemo(
    () =>
      data === undefined
        ? undefined
        : parseUserProfile(
            (data[0] ?? null) as boolean | null,
            (data[1] ?? null) as UserProfileResult | null,
          ),
    [data],
  );
  const {
    username,
    failed: usernameUnavailable,
    refetch: refetchUsername,
  } = useUsername(profile ? account : undefined);
  const avatar = useTokenMetadata(profile?.nftAddress, profile?.tokenId);

  useEffect(() => {
    // An API that failed says nothing of the name: the cookie keeps the one it remembers.
    if (!account || !profile || username === undefined || usernameUnavailable || avatar === undefined) return;
    document.cookie = buildProfileCookie(account, { username, avatar: avatar?.image ?? "" }, new Date());
  }, [account, profile, username, usernameUnavailable, avatar]);

  return {
    available: contract !== undefined,
    profile: account === undefined ? null : profile,
    username: profile === null ? "" : username,
    usernameUnavailable: profile !== null && usernameUnavailable,
    avatar: profile === null ? null : avatar,
    error,
    refetchUsername,
  };
}
