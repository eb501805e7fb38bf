import { useMemo } from "react";
import type { Address } from "viem";
import { bunnySpecialPredictionAbi } from "@griddle/sdk";
import { splitByLengths, useAppChainConfig, useChainReads } from "../../../../shared/chain/index.ts";
import type { CollectibleClaimKind } from "../../model/collectibleCalls.ts";
import type { CollectibleClaim } from "../model/CollectibleClaim.ts";
import { parseCollectibleClaims } from "../model/parseCollectibleClaims.ts";

// Both claim contracts share BunnySpecialClaim's reads; one ABI reads either.
const claimAbi = bunnySpecialPredictionAbi;

/**
 * The chain's NFT-claim contracts (spec 001 section 7: canClaim, hasClaimed), read every block, each
 * with its collectible and points; undefined while loading, [] on a chain without them.
 */
export function useCollectibleClaims(account: Address | undefined): readonly CollectibleClaim[] | undefined {
  const profile = useAppChainConfig().contracts.profile;
  const claims = useMemo(
    (): { kind: CollectibleClaimKind; contract: Address }[] =>
      profile
        ? [
            { kind: "prediction", contract: profile.predictionClaim },
            { kind: "vault", contract: profile.vaultClaim },
          ]
        : [],
    [profile],
  );
  const calls = useMemo(
    () =>
      claims.flatMap(({ contract }) => [
        { address: contract, abi: claimAbi, functionName: "bunnyId" as const },
        { address: contract, abi: claimAbi, functionName: "numberPoints" as const },
        { address: contract, abi: claimAbi, functionName: "campaignId" as const },
        ...(account
          ? [
              {
                address: contract,
                abi: claimAbi,
                functionName: "canClaim" as const,
                args: [account] as const,
              },
              {
                address: contract,
                abi: claimAbi,
                functionName: "hasClaimed" as const,
                args: [account] as const,
              },
            ]
          : []),
      ]),
    [claims, account],
  );
  const { data } = useChainReads(calls, { enabled: calls.length > 0 });
  return useMemo(() => {
    if (claims.length === 0) return [];
    if (data === undefined || data.length !== calls.length) return undefined;
    const perClaim = account ? 5 : 3;
    const reads = splitByLengths(
      data as readonly unknown[],
      claims.map(() => ({ length: perClaim })),
    );
    return parseCollectibleClaims(claims, reads);
  }, [claims, data, calls.length, account]);
}
