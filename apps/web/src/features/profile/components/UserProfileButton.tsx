import { useMemo } from "react";
import { Link } from "react-router";
import { useConnection } from "wagmi";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { useProfile } from "../data/useProfile.ts";
import { readProfileCookie } from "../model/profileCookie.ts";
import styles from "./UserProfileButton.module.css";

/**
 * The header's user menu entry (spec 001 section 2: the user menu links to /profile): the profile's
 * picture once known (the profile_{account} cookie's until the chain answers), else a plain figure.
 * Nothing without an account, or on a chain without profiles.
 */
export function UserProfileButton() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const state = useProfile(account);
  const remembered = useMemo(
    () => (account ? readProfileCookie(document.cookie, account) : undefined),
    [account],
  );
  if (!account || !state.available) return null;
  const image = state.profile?.isActive ? (state.avatar?.image ?? remembered?.avatar) : undefined;
  const name = state.username || remembered?.username;
  return (
    <Link
      to="/profile"
      className={styles.button}
      aria-label={t("Your Profile")}
      title={name ? `@${name}` : t("Your Profile")}
      data-testid="user-menu-profile"
    >
      {image ? (
        <img src={image} alt="" width={32} height={32} data-testid="user-menu-avatar" />
      ) : (
        <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
        </svg>
      )}
    </Link>
  );
}
