import type { TokenInfo, Version } from "@uniswap/token-lists/src/types.ts";

/** How far apart two list versions are, smallest first so that bumps compare with `<`. */
export const VersionUpgrade = { NONE: 0, PATCH: 1, MINOR: 2, MAJOR: 3 } as const;
export type VersionUpgrade = (typeof VersionUpgrade)[keyof typeof VersionUpgrade];

/** The kind of bump from `base` to `update`; NONE when `update` is not newer. */
export function getVersionUpgrade(base: Version, update: Version): VersionUpgrade {
  if (update.major > base.major) return VersionUpgrade.MAJOR;
  if (update.major < base.major) return VersionUpgrade.NONE;
  if (update.minor > base.minor) return VersionUpgrade.MINOR;
  if (update.minor < base.minor) return VersionUpgrade.NONE;
  return update.patch > base.patch ? VersionUpgrade.PATCH : VersionUpgrade.NONE;
}

function tokenKey(token: TokenInfo): string {
  return `${token.chainId}:${token.address.toLowerCase()}`;
}

function sameToken(a: TokenInfo, b: TokenInfo): boolean {
  return (
    a.name === b.name &&
    a.symbol === b.symbol &&
    a.decimals === b.decimals &&
    a.logoURI === b.logoURI &&
    JSON.stringify(a.tags ?? []) === JSON.stringify(b.tags ?? [])
  );
}

/**
 * The smallest bump the token changes justify: a removed token needs a major version, an added one a
 * minor version, any other change a patch (the token-list versioning rules).
 */
export function minVersionBump(base: readonly TokenInfo[], update: readonly TokenInfo[]): VersionUpgrade {
  const before = new Map(base.map((token) => [tokenKey(token), token]));
  const after = new Map(update.map((token) => [tokenKey(token), token]));
  if ([...before.keys()].some((key) => !after.has(key))) return VersionUpgrade.MAJOR;
  if ([...after.keys()].some((key) => !before.has(key))) return VersionUpgrade.MINOR;
  const changed = [...after].some(([key, token]) => {
    const previous = before.get(key);
    return previous !== undefined && !sameToken(previous, token);
  });
  return changed ? VersionUpgrade.PATCH : VersionUpgrade.NONE;
}

/**
 * Minor and patch updates are taken without asking (spec 000 section 2: only a pending major update
 * shows 'Update list'), unless the list's own version understates its changes: a list that removes
 * tokens under a minor bump waits for the user like a major one.
 */
export function shouldAutoAcceptUpdate(
  current: { readonly version: Version; readonly tokens: readonly TokenInfo[] },
  pending: { readonly version: Version; readonly tokens: readonly TokenInfo[] },
): boolean {
  const bump = getVersionUpgrade(current.version, pending.version);
  if (bump === VersionUpgrade.NONE || bump === VersionUpgrade.MAJOR) return false;
  return bump >= minVersionBump(current.tokens, pending.tokens);
}
