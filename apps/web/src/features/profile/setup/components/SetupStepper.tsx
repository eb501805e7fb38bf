import { useTranslation } from "../../../../shared/i18n/index.ts";
import { classNames } from "../../../../shared/ui/index.ts";
import { SETUP_STEPS, type SetupStep } from "../model/setupStep.ts";
import styles from "./SetupStepper.module.css";

export interface SetupStepperProps {
  /** The step on screen. */
  readonly shown: SetupStep;
  /** The first step not done: steps before it can be opened again. */
  readonly current: SetupStep;
  readonly onOpen: (step: SetupStep) => void;
}

/** The setup's 4 steps (spec 001 section 2), the shown one marked, the done ones reopenable. */
export function SetupStepper({ shown, current, onOpen }: SetupStepperProps) {
  const { t } = useTranslation();
  const labels = {
    starter: t("Get Starter Collectible"),
    avatar: t("Set Profile Picture"),
    team: t("Join Team"),
    name: t("Set Your Name"),
  } as const;
  const reached = current === "done" ? SETUP_STEPS.length : SETUP_STEPS.indexOf(current);
  return (
    <ol className={styles.stepper} data-testid="profile-setup-steps">
      {SETUP_STEPS.map((step, index) => (
        <li key={step}>
          <button
            type="button"
            className={classNames(
              styles.step,
              step === shown && styles.shown,
              index < reached && styles.done,
            )}
            aria-current={step === shown ? "step" : undefined}
            disabled={index > reached}
            onClick={() => onOpen(step)}
          >
            <span className={styles.number}>{index + 1}</span>
            {labels[step]}
          </button>
        </li>
      ))}
    </ol>
  );
}
