import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, classNames, Tooltip } from "../../../../shared/ui/index.ts";
import type { AddStakeKind } from "../model/computeAddStakeKind.ts";
import styles from "./StakedPositionButtons.module.css";

export interface StakedPositionButtonsProps {
  readonly onUnstake: () => void;
  /** What sits beside the minus button (see computeAddStakeKind). */
  readonly addKind: AddStakeKind;
  readonly onStake: () => void;
  readonly onEnable: () => void;
  /** The approval is running or has just succeeded. */
  readonly isEnabling: boolean;
}

/** The minus and plus beside a staked amount: unstake, and stake more (or Enable first). */
export function StakedPositionButtons({
  onUnstake,
  addKind,
  onStake,
  onEnable,
  isEnabling,
}: StakedPositionButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.buttons}>
      <button type="button" className={styles.button} aria-label={t("Unstake")} onClick={onUnstake}>
        <span aria-hidden="true">−</span>
      </button>
      {(addKind === "stake" || addKind === "finished") && (
        <button
          type="button"
          className={styles.button}
          aria-label={t("Stake")}
          disabled={addKind === "finished"}
          onClick={onStake}
        >
          <span aria-hidden="true">+</span>
        </button>
      )}
      {addKind === "limitReached" && (
        <Tooltip content={t("You've already staked the maximum amount you can stake in this pool!")}>
          {/* aria-disabled rather than disabled, so keyboard users can still focus it and hear why. */}
          <button
            type="button"
            className={classNames(styles.button, styles.off)}
            aria-label={t("Stake")}
            aria-disabled="true"
          >
            <span aria-hidden="true">+</span>
          </button>
        </Tooltip>
      )}
      {addKind === "enable" && (
        <Button variant="secondary" isLoading={isEnabling} disabled={isEnabling} onClick={onEnable}>
          {t("Enable")}
        </Button>
      )}
    </div>
  );
}
