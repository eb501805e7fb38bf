/** One token the account holds: its id and the collectible (bunnyId) it is. */
export interface OwnedToken {
  readonly tokenId: bigint;
  readonly bunnyId: number;
}

/**
 * The collectibles store's data (spec 001 section 3): each collectible the account holds, by bunnyId,
 * with its token ids in ascending order. A token whose bunnyId could not be read (null) is left out.
 */
export function groupOwnedTokens(
  tokenIds: readonly (bigint | null)[],
  bunnyIds: readonly (number | null)[],
): ReadonlyMap<number, readonly bigint[]> {
  const owned = new Map<number, bigint[]>();
  tokenIds.forEach((tokenId, index) => {
    const bunnyId = bunnyIds[index];
    if (tokenId === null || bunnyId === null || bunnyId === undefined) return;
    owned.set(
      bunnyId,
      [...(owned.get(bunnyId) ?? []), tokenId].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
  return owned;
}
