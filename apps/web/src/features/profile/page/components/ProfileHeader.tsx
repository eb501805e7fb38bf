import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Badge, Card, TextLink } from "../../../../shared/ui/index.ts";
import { shortenAddress } from "../../../wallet/index.ts";
import { ProfileAvatar } from "../../components/ProfileAvatar.tsx";
import type { Profile } from "../../model/Profile.ts";
import styles from "./ProfileHeader.module.css";

export interface ProfileHeaderProps {
  readonly account: string;
  readonly profile: Profile;
  /** '' when none is known: the address stands in for it (spec 001 section 7). */
  readonly username: string;
  readonly avatar: { readonly name: string; readonly image: string } | null | undefined;
  readonly teamName: string | undefined;
  readonly children?: React.ReactNode;
}

/** The profile's head: its picture (or the default figure), name, team, points and whether it is active; its actions below. */
export function ProfileHeader({
  account,
  profile,
  username,
  avatar,
  teamName,
  children,
}: ProfileHeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card className={styles.card} data-testid="profile-header">
      <div className={styles.avatar} data-paused={!profile.isActive}>
        <ProfileAvatar
          image={avatar?.image}
          alt={avatar?.name ?? ""}
          size={128}
          fallbackLabel={t("Default profile picture")}
          imageTestId="profile-avatar"
        />
      </div>
      <div className={styles.text}>
        <h1 className={styles.name} data-testid="profile-username" title={username ? undefined : account}>
          {username ? `@${username}` : shortenAddress(account)}
        </h1>
        <p className={styles.team}>
          <TextLink to={`/teams/${profile.teamId}`} data-testid="profile-team">
            {teamName ?? t("Team %id%", { id: String(profile.teamId) })}
          </TextLink>
          <span data-testid="profile-status" data-active={profile.isActive}>
            <Badge kind={profile.isActive ? "active" : "paused"} />
          </span>
        </p>
        <p className={styles.points}>
          <strong data-testid="profile-points">{profile.points.toLocaleString(locale)}</strong> {t("Points")}
        </p>
        {children}
      </div>
    </Card>
  );
}
