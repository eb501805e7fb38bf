import { useMemo } from "react";
import type { Address } from "viem";
import { griddleBunniesAbi } from "@griddle/sdk";
import { useChainReads } from "../../../shared/chain/index.ts";
import { groupOwnedTokens, type OwnedToken } from "./model/groupOwnedTokens.ts";

export interface OwnedCollectibles {
  /** The account's tokens, ascending by id; undefined while loading or without an account. */
  readonly tokens: readonly OwnedToken[] | undefined;
  /** The collectibles store's data (spec 001 section 3): token ids by bunnyId. */
  readonly byBunnyId: ReadonlyMap<number, readonly bigint[]>;
  readonly error: Error | null;
}

const NONE: ReadonlyMap<number, readonly bigint[]> = new Map();

/**
 * The tokens of `collection` that `account` holds, read every block in three batches (spec 001
 * section 7: balanceOf, tokenOfOwnerByIndex for each, then each token's bunnyId). A failed token
 * read leaves that token out; the others stay (section 8: collectible lookups fail to empty).
 */
export function useOwnedCollectibles(
  collection: Address | undefined,
  account: Address | undefined,
): OwnedCollectibles {
  const balanceCalls = useMemo(
    () =>
      collection && account
        ? [
            {
              address: collection,
              abi: griddleBunniesAbi,
              functionName: "balanceOf" as const,
              args: [account] as const,
            },
          ]
        : [],
    [collection, account],
  );
  const balance = useChainReads(balanceCalls, { enabled: balanceCalls.length > 0 });
  const count = Number(balance.data?.[0] ?? 0n);

  const indexCalls = useMemo(
    () =>
      collection && account
        ? Array.from({ length: count }, (_, index) => ({
            address: collection,
            abi: griddleBunniesAbi,
            functionName: "tokenOfOwnerByIndex" as const,
            args: [account, BigInt(index)] as const,
          }))
        : [],
    [collection, account, count],
  );
  const indexes = useChainReads(indexCalls, { enabled: indexCalls.length > 0 });
  const tokenIds = useMemo(
    () => (indexes.data?.length === indexCalls.length ? indexes.data : undefined),
    [indexes.data, indexCalls.length],
  );

  const bunnyCalls = useMemo(
    () =>
      collection && tokenIds
        ? tokenIds.flatMap((tokenId) =>
            tokenId === null
              ? []
              : [
                  {
                    address: collection,
                    abi: griddleBunniesAbi,
                    functionName: "getBunnyId" as const,
                    args: [tokenId] as const,
                  },
                ],
          )
        : [],
    [collection, tokenIds],
  );
  const bunnies = useChainReads(bunnyCalls, { enabled: bunnyCalls.length > 0 });

  return useMemo(() => {
    const error = balance.error ?? indexes.error ?? bunnies.error;
    if (!collection || !account || balance.data === undefined)
      return { tokens: undefined, byBunnyId: NONE, error };
    if (count === 0) return { tokens: [], byBunnyId: NONE, error };
    if (tokenIds === undefined) return { tokens: undefined, byBunnyId: NONE, error };
    const readIds = tokenIds.filter((tokenId): tokenId is bigint => tokenId !== null);
    if (bunnies.data?.length !== readIds.length) return { tokens: undefined, byBunnyId: NONE, error };
    const bunnyIds = bunnies.data.map((bunnyId) => (bunnyId === null ? null : Number(bunnyId)));
    const tokens = readIds
      .flatMap((tokenId, index) => {
        const bunnyId = bunnyIds[index];
        return bunnyId === null || bunnyId === undefined ? [] : [{ tokenId, bunnyId }];
      })
      .sort((a, b) => (a.tokenId < b.tokenId ? -1 : 1));
    return { tokens, byBunnyId: groupOwnedTokens(readIds, bunnyIds), error };
  }, [
    collection,
    account,
    balance.data,
    balance.error,
    count,
    tokenIds,
    indexes.error,
    bunnies.data,
    bunnies.error,
  ]);
}
