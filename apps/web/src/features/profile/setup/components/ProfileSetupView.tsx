import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Heading, Skeleton } from "../../../../shared/ui/index.ts";
import type { ProfileSetup } from "../hooks/useProfileSetup.ts";
import { AvatarStepView } from "./AvatarStepView.tsx";
import { NameStepView } from "./NameStepView.tsx";
import { SetupStepper } from "./SetupStepper.tsx";
import { StarterStepView } from "./StarterStepView.tsx";
import { TeamStepView } from "./TeamStepView.tsx";
import styles from "./ProfileSetupView.module.css";

/** The profile setup: its 4 steps and the one shown. */
export function ProfileSetupView({ setup }: { setup: ProfileSetup }) {
  const { t } = useTranslation();
  const { shown, current } = setup;

  const step = () => {
    switch (shown) {
      case undefined:
      case "done":
        return <Skeleton height={240} />;
      case "starter":
        return (
          <StarterStepView
            step={setup.starter}
            imageOf={setup.imageOf}
            holdsCollectible={(setup.tokens?.length ?? 0) > 0}
            onNext={() => setup.open("avatar")}
          />
        );
      case "avatar":
        return (
          <AvatarStepView
            tokens={setup.tokens}
            chosen={setup.chosenTokenId}
            onChoose={setup.chooseToken}
            describe={setup.describe}
            approval={setup.avatarApproval}
            onApprove={setup.approveAvatar}
            onNext={() => setup.open("team")}
            nextLabel={t("Next Step")}
          />
        );
      case "team":
        return (
          <TeamStepView
            teams={setup.teams}
            chosen={setup.chosenTeamId}
            onChoose={setup.chooseTeam}
            onNext={() => setup.open("name")}
          />
        );
      case "name":
        return (
          <NameStepView
            step={setup.nameStep}
            name={setup.name}
            onNameChange={setup.setName}
            hasProfile={setup.hasProfile}
            cost={setup.cost}
            costsFailed={setup.costsFailed}
          />
        );
    }
  };

  return (
    <Card className={styles.card} data-testid="profile-setup">
      <Heading scale="lg">{t("Profile Setup")}</Heading>
      <p className={styles.lead}>{t("Show off your stats and collectibles with your unique profile")}</p>
      {shown !== undefined && current !== undefined && current !== "done" && (
        <SetupStepper shown={shown} current={current} onOpen={setup.open} />
      )}
      {step()}
    </Card>
  );
}
