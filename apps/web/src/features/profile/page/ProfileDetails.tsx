import { useState } from "react";
import type { Address } from "viem";
import { useApiUrl } from "../../../shared/api/index.ts";
import { CAKE_DECIMALS } from "../../../shared/chain/index.ts";
import { formatTokenAmount } from "../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { IndexedList, IndexerNotice } from "../../../shared/indexer/index.ts";
import { Button, Card, Heading, Modal, Notice, TextLink } from "../../../shared/ui/index.ts";
import { useTeams } from "../../teams/index.ts";
import { AchievementsList } from "../achievements/components/AchievementsList.tsx";
import { useAchievements } from "../achievements/data/useAchievements.ts";
import type { ProfileState } from "../data/useProfile.ts";
import { useProfileCosts } from "../data/useProfileCosts.ts";
import type { Profile } from "../model/Profile.ts";
import { AvatarChangeModal } from "./components/AvatarChangeModal.tsx";
import { OwnedCollectibles } from "./components/OwnedCollectibles.tsx";
import { ProfileHeader } from "./components/ProfileHeader.tsx";
import { useAvatarChange } from "./hooks/useAvatarChange.ts";
import { useProfileActions } from "./hooks/useProfileActions.ts";
import styles from "./ProfileDetails.module.css";

type Dialog = "update" | "reactivate" | "pause" | undefined;

export interface ProfileDetailsProps {
  readonly account: Address;
  readonly state: ProfileState;
  readonly profile: Profile;
  readonly username: string;
}

/** /profile with a profile: its head, achievements, the wallet's collectibles and actions (change picture, pause, reactivate). */
export function ProfileDetails({ account, state, profile, username }: ProfileDetailsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const apiUrl = useApiUrl();
  const { teams } = useTeams();
  const achievements = useAchievements(account);
  const { costs } = useProfileCosts();
  const actions = useProfileActions();
  const [dialog, setDialog] = useState<Dialog>();
  const cost = dialog === "update" ? costs?.update : dialog === "reactivate" ? costs?.reactivate : undefined;
  const change = useAvatarChange(account, cost);
  const close = () => setDialog(undefined);
  const cake = (amount: bigint | undefined) =>
    amount === undefined ? "-" : formatTokenAmount(amount, CAKE_DECIMALS, locale, 2);

  return (
    <div className={styles.details}>
      {state.usernameUnavailable && (
        <Notice variant="warning">
          <span data-testid="profile-username-unavailable">
            {t("Usernames cannot be read right now: the address is shown instead.")}
          </span>
        </Notice>
      )}
      <ProfileHeader
        account={account}
        profile={profile}
        username={username}
        avatar={state.avatar}
        teamName={teams?.find(({ id }) => id === profile.teamId)?.name}
      >
        <div className={styles.actions}>
          {profile.isActive ? (
            <>
              <Button size="sm" onClick={() => setDialog("update")} data-testid="profile-change-avatar">
                {t("Change profile picture")}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setDialog("pause")}
                data-testid="profile-pause"
              >
                {t("Pause profile")}
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={() => setDialog("reactivate")} data-testid="profile-reactivate">
              {t("Reactivate profile")}
            </Button>
          )}
          <TextLink to="/profile/tasks">{t("Task Center")}</TextLink>
        </div>
      </ProfileHeader>
      <Card className={styles.section}>
        <Heading scale="md">{t("Achievements")}</Heading>
        <IndexerNotice health={achievements.indexer} />
        <IndexedList health={achievements.indexer} loaded={achievements.achievements !== undefined}>
          <AchievementsList achievements={achievements.achievements} apiUrl={apiUrl} />
        </IndexedList>
      </Card>
      <Card className={styles.section}>
        <Heading scale="md">{t("Collectibles")}</Heading>
        <OwnedCollectibles tokens={change.tokens} describe={change.describe} />
      </Card>
      {(dialog === "update" || dialog === "reactivate") && (
        <AvatarChangeModal
          title={dialog === "update" ? t("Change profile picture") : t("Reactivate profile")}
          change={change}
          cost={cost}
          confirming={actions.pending !== undefined}
          onConfirm={(tokenId) =>
            void (dialog === "update" ? actions.update(tokenId) : actions.reactivate(tokenId)).then(
              (done) => done && close(),
            )
          }
          onDismiss={close}
        />
      )}
      {dialog === "pause" && (
        <Modal title={t("Pause profile")} onDismiss={close}>
          <div className={styles.pause} data-testid="profile-pause-modal">
            <p>
              {t(
                "This will suspend your profile and send your collectible back to your wallet. While paused, you won’t be able to earn points, but your achievements and points will stay.",
              )}
            </p>
            <p>{t("Cost to reactivate in the future: %amount% CAKE", { amount: cake(costs?.reactivate) })}</p>
            <Button
              isLoading={actions.pending === "pause"}
              onClick={() => void actions.pause().then((done) => done && close())}
              data-testid="profile-pause-confirm"
            >
              {t("Confirm")}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}
