/** Spec 001 section 9: the profile cookie lasts 30 days. */
export const PROFILE_COOKIE_DAYS = 30;
const DAY_MS = 86_400_000;

/** What the cookie keeps so a page can show the account's name and avatar before the chain answers. */
export interface ProfileCookie {
  readonly username: string;
  /** The avatar image's URL; '' while unknown. */
  readonly avatar: string;
}

/** Spec 001 section 7: one cookie per account, named profile_{account}. */
export function profileCookieName(account: string): string {
  return `profile_${account}`;
}

/** The Set-Cookie text for document.cookie: JSON, encoded, for 30 days from `now`, secure. */
export function buildProfileCookie(account: string, value: ProfileCookie, now: Date): string {
  const expires = new Date(now.getTime() + PROFILE_COOKIE_DAYS * DAY_MS).toUTCString();
  const data = encodeURIComponent(JSON.stringify({ username: value.username, avatar: value.avatar }));
  return `${profileCookieName(account)}=${data}; expires=${expires}; path=/; secure; samesite=lax`;
}

/**
 * The account's cookie from document.cookie's text; undefined when there is none or it was not
 * written by buildProfileCookie (hand-edited, another app's, cut short), which is then ignored.
 */
export function readProfileCookie(cookies: string, account: string): ProfileCookie | undefined {
  const prefix = `${profileCookieName(account)}=`;
  const entry = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (entry === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(entry.slice(prefix.length)));
    if (typeof value !== "object" || value === null) return undefined;
    const { username, avatar } = value as Record<string, unknown>;
    return typeof username === "string" && typeof avatar === "string" ? { username, avatar } : undefined;
  } catch {
    return undefined;
  }
}
