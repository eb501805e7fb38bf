import { useMemo } from "react";
import { useConnection } from "wagmi";
import { bEP20TokenAbi } from "@griddle/sdk";
import { splitByLengths, uintOrNull, useChainReads } from "../../../shared/chain/index.ts";
import type { Offering } from "../model/Offering.ts";
import { offeringPublicCalls, offeringUserCalls } from "./model/offeringCalls.ts";
import { parseOfferingPools, parseUserPools } from "./model/parseOfferingReads.ts";
import { useOfferingCatalogue } from "./useOfferingCatalogue.ts";

export interface OfferingsState {
  /** False on a chain without offerings. */
  readonly available: boolean;
  /** Newest first; pools stay empty until their reads answer. */
  readonly offerings: readonly Offering[];
  /** The account's LP balance; undefined without an account or while loading. */
  readonly lpBalance: bigint | undefined;
  readonly isLoading: boolean;
  readonly error: Error | null;
  readonly refetch: () => void;
}

/**
 * Every offering with its pools and, with an account connected, the account's part in each and its LP
 * balance: all in the page's one multicall batch per block, so amounts are fresh after every write.
 */
export function useOfferings(): OfferingsState {
  const catalogue = useOfferingCatalogue();
  const { address: account } = useConnection();

  const publicGroups = useMemo(() => catalogue.map(offeringPublicCalls), [catalogue]);
  const publicCalls = useMemo(() => publicGroups.flat(), [publicGroups]);
  const publicReads = useChainReads(publicCalls, { enabled: publicCalls.length > 0 });

  const lpToken = catalogue[0]?.lpToken;
  const userGroups = useMemo(
    () =>
      account === undefined || lpToken === undefined
        ? []
        : [
            [{ address: lpToken, abi: bEP20TokenAbi, functionName: "balanceOf", args: [account] } as const],
            ...catalogue.map((offering) => offeringUserCalls(offering, account)),
          ],
    [account, catalogue, lpToken],
  );
  const userCalls = useMemo(() => userGroups.flat(), [userGroups]);
  const userReads = useChainReads(userCalls, { enabled: userCalls.length > 0 });

  const offerings = useMemo(() => {
    const publicSlices = publicReads.data === undefined ? [] : splitByLengths(publicReads.data, publicGroups);
    const [, ...userSlices] = userReads.data === undefined ? [] : splitByLengths(userReads.data, userGroups);
    return catalogue.map((config, index): Offering => {
      const version = config.definition.version;
      const publicSlice = publicSlices[index];
      const userSlice = userSlices[index];
      return {
        ...config,
        pools: (publicSlice && parseOfferingPools(version, publicSlice)) ?? [],
        userPools: (userSlice && parseUserPools(version, userSlice)) ?? undefined,
      };
    });
  }, [catalogue, publicGroups, publicReads.data, userGroups, userReads.data]);

  const lpBalance = userReads.data === undefined ? undefined : (uintOrNull(userReads.data[0]) ?? undefined);
  return {
    available: catalogue.length > 0,
    offerings,
    lpBalance,
    isLoading: publicReads.isLoading,
    error: publicReads.error ?? userReads.error,
    refetch: () => {
      publicReads.refetch();
      userReads.refetch();
    },
  };
}
