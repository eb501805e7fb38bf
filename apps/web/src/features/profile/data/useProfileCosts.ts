import { useMemo } from "react";
import { griddleProfileAbi } from "@griddle/sdk";
import { useAppChainConfig, useChainReads } from "../../../shared/chain/index.ts";

/** What the profile contract charges, in CAKE wei (spec 001 section 3: numberCakeTo…). */
export interface ProfileCosts {
  readonly register: bigint;
  readonly reactivate: bigint;
  readonly update: bigint;
}

export interface ProfileCostsState {
  /** Undefined while loading or when a read failed. */
  readonly costs: ProfileCosts | undefined;
  /** True when the costs could not be read: 'Could not retrieve CAKE costs for profile' (spec 001 section 8). */
  readonly failed: boolean;
}

/** The profile's three CAKE costs, read every block (the admin may change them). */
export function useProfileCosts(): ProfileCostsState {
  const contract = useAppChainConfig().contracts.profile?.profile;
  const calls = useMemo(
    () =>
      contract
        ? (["numberCakeToRegister", "numberCakeToReactivate", "numberCakeToUpdate"] as const).map(
            (functionName) => ({
              address: contract,
              abi: griddleProfileAbi,
              functionName,
            }),
          )
        : [],
    [contract],
  );
  const { data, error } = useChainReads(calls, { enabled: calls.length > 0 });
  const [register, reactivate, update] = (data ?? []) as readonly (bigint | null | undefined)[];
  const read = typeof register === "bigint" && typeof reactivate === "bigint" && typeof update === "bigint";
  return {
    costs: read ? { register, reactivate, update } : undefined,
    failed: error !== null || (data !== undefined && !read),
  };
}
