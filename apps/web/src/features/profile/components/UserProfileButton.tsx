import { useMemo } from "react";
import { Link } from "react-router";
import { useConnection } from "wagmi";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { useProfile } from "../data/useProfile.ts";
import { readProfileCookie } from "../model/profileCookie.ts";
import { ProfileAvatar } from "./ProfileAvatar.tsx";
import styles from "./UserProfileButton.module.css";

/**
 * The header's user menu entry (spec 001 section 2: the user menu links to /profile): the profile's
 * picture once known (the profile_{account} cookie's until the chain answers), else (or when it fails
 * to load) the default figure.
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
      <ProfileAvatar image={image} alt="" size={32} imageTestId="user-menu-avatar" />
    </Link>
  );
}
