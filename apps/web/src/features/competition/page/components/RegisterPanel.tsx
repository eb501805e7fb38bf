import type { ReactNode } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, LinkButton, Notice, Skeleton } from "../../../../shared/ui/index.ts";
import type { RegisterEligibility } from "../../model/registerEligibility.ts";

export interface RegisterPanelProps {
  readonly eligibility: RegisterEligibility;
  /** The account's team (its profile's, or the one it registered for). */
  readonly teamName: string;
  readonly register: () => void;
  readonly registering: boolean;
  readonly connectPrompt: ReactNode;
}

/** Register, or why the account cannot (spec 001 section 6: an active profile is required). */
export function RegisterPanel({
  eligibility,
  teamName,
  register,
  registering,
  connectPrompt,
}: RegisterPanelProps) {
  const { t } = useTranslation();
  switch (eligibility) {
    case "connect":
      return (
        <>
          <p data-testid="competition-register-status">
            {t("Connect a wallet with an active profile to join the battle.")}
          </p>
          {connectPrompt}
        </>
      );
    case "loading":
      return <Skeleton height={40} width={200} />;
    case "registered":
      return (
        <p data-testid="competition-register-status">
          {t("You are registered for %team%.", { team: teamName })}
        </p>
      );
    case "closed":
      return <p data-testid="competition-register-status">{t("Registration is closed.")}</p>;
    case "no-profile":
      return (
        <>
          <div data-testid="competition-register-status">
            <Notice>
              {t("You need an active profile to join the battle: create one and pick your team.")}
            </Notice>
          </div>
          <LinkButton to="/profile">{t("Create a profile")}</LinkButton>
        </>
      );
    case "paused":
      return (
        <>
          <div data-testid="competition-register-status">
            <Notice>{t("Your profile is paused: reactivate it to join the battle.")}</Notice>
          </div>
          <LinkButton to="/profile">{t("Reactivate your profile")}</LinkButton>
        </>
      );
    case "can-register":
      return (
        <>
          <p data-testid="competition-register-status">
            {t("You will battle for %team%.", { team: teamName })}
          </p>
          <Button onClick={register} disabled={registering} data-testid="competition-register">
            {registering ? t("Registering…") : t("Register")}
          </Button>
        </>
      );
  }
}
