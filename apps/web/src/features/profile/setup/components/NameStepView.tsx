import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Checkbox, Input, Notice } from "../../../../shared/ui/index.ts";
import { ApprovalState } from "../../../approval/index.ts";
import { CAKE_DECIMALS } from "../../../../shared/chain/index.ts";
import { formatTokenAmount } from "../../../../shared/format/index.ts";
import type { NameStep } from "../hooks/useNameStep.ts";
import styles from "./SetupStep.module.css";

export interface NameStepViewProps {
  readonly step: NameStep;
  readonly name: string;
  readonly onNameChange: (name: string) => void;
  /** True once the profile exists: only the name is left to set, nothing is paid. */
  readonly hasProfile: boolean;
  readonly cost: bigint | undefined;
  readonly costsFailed: boolean;
}

/** Step 4: the name, checked as it is typed, the understanding box, the cost, and 'Complete Profile'. */
export function NameStepView({ step, name, onNameChange, hasProfile, cost, costsFailed }: NameStepViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { check } = step;
  const approved = hasProfile || step.approvalState === ApprovalState.APPROVED;
  const status = () => {
    if (step.problem) return <p className={styles.bad}>{t(step.problem.key, step.problem.data)}</p>;
    if (check.status === "checking") return <p className={styles.hint}>{t("Checking username...")}</p>;
    if (check.status === "valid") return <p className={styles.good}>{t("Username is available")}</p>;
    if (check.status === "invalid") return <p className={styles.bad}>{check.reason}</p>;
    if (check.status === "unavailable") return <p className={styles.bad}>{t("Unable to verify username")}</p>;
    return (
      <p className={styles.hint}>
        {t("Your name must be 3 to 15 letters and numbers. You cannot change it later.")}
      </p>
    );
  };
  return (
    <section className={styles.step} data-testid="profile-step-name">
      {hasProfile && (
        <Notice variant="warning">
          {t("Your profile is made, but its name was not saved. Sign your name again to finish.")}
        </Notice>
      )}
      <label className={styles.field}>
        {t("Your name")}
        <Input
          value={name}
          maxLength={20}
          autoComplete="off"
          invalid={step.problem !== undefined || check.status === "invalid"}
          onChange={(event) => onNameChange(event.target.value)}
          data-testid="profile-name-input"
        />
      </label>
      <div role="status" data-testid="profile-name-status">
        {status()}
      </div>
      <Checkbox
        checked={step.understood}
        onChange={step.setUnderstood}
        label={t("I understand that people can view my wallet if they know my username")}
        data-testid="profile-name-understood"
      />
      {!hasProfile &&
        (costsFailed ? (
          <Notice variant="danger">{t("Could not retrieve CAKE costs for profile")}</Notice>
        ) : (
          <p data-testid="profile-register-cost" data-raw={cost?.toString()}>
            {t("Cost: %amount% CAKE", {
              amount: cost === undefined ? "-" : formatTokenAmount(cost, CAKE_DECIMALS, locale, 2),
            })}
          </p>
        ))}
      {step.insufficientBalance && <Notice variant="danger">{t("Insufficient CAKE balance")}</Notice>}
      <div className={styles.actions}>
        {!hasProfile && (
          <Button
            disabled={
              approved || step.approvalState !== ApprovalState.NOT_APPROVED || step.insufficientBalance
            }
            isLoading={step.approvalState === ApprovalState.PENDING}
            onClick={step.approve}
            data-testid="profile-name-enable"
          >
            {approved ? t("Enabled") : t("Enable")}
          </Button>
        )}
        <Button
          disabled={!step.canSubmit}
          isLoading={step.stage !== undefined}
          onClick={step.submit}
          data-testid="profile-complete"
        >
          {hasProfile ? t("Set Name") : t("Complete Profile")}
        </Button>
      </div>
      {step.stage === "signing" && (
        <p className={styles.hint}>{t("Sign the message in your wallet to save your name.")}</p>
      )}
    </section>
  );
}
