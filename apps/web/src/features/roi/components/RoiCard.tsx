import { useEffect, useId, useRef, useState } from "react";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { CheckIcon, IconButton, PencilIcon, VisuallyHidden } from "../../../shared/ui/index.ts";
import { formatRoiPercentage, formatRoiTokens, formatRoiUsd } from "../model/roiDisplay.ts";
import type { CalculatorMode } from "../model/roiCalculatorState.ts";
import styles from "./RoiCard.module.css";

export interface RoiCardProps {
  readonly mode: CalculatorMode;
  readonly roiUsd: number;
  readonly roiTokens: number;
  readonly roiTokenDecimals: number;
  readonly roiPercentage: number;
  readonly earningTokenSymbol: string;
  /** Switches to the principal-from-ROI mode; the target starts at the current ROI in cents. */
  readonly onEditTarget: () => void;
  readonly onTargetChange: (amount: string) => void;
  readonly onConfirmTarget: () => void;
}

/**
 * 'ROI at current rates': the return in dollars, tokens and percent. Pressing the figure turns it
 * into a number field for a target return; the check button (or Enter) goes back to the principal.
 */
export function RoiCard({
  mode,
  roiUsd,
  roiTokens,
  roiTokenDecimals,
  roiPercentage,
  earningTokenSymbol,
  onEditTarget,
  onTargetChange,
  onConfirmTarget,
}: RoiCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const labelId = useId();
  const [targetText, setTargetText] = useState("");
  const targetInputRef = useRef<HTMLInputElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const editing = mode === "principalFromRoi";
  const wasEditing = useRef(editing);

  // Focus follows the figure as it turns into a field and back, so keyboard users stay in place.
  useEffect(() => {
    if (editing) targetInputRef.current?.focus();
    else if (wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const startEditing = () => {
    setTargetText(roiUsd.toFixed(2));
    onEditTarget();
  };

  return (
    <div className={styles.card}>
      <span id={labelId} className={styles.label}>
        {t("ROI at current rates")}
      </span>
      <div className={styles.figure}>
        {editing ? (
          <>
            <span className={styles.targetField}>
              <span className={styles.dollar} aria-hidden="true">
                $
              </span>
              <input
                ref={targetInputRef}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                aria-labelledby={labelId}
                className={styles.targetInput}
                placeholder="0.00"
                value={targetText}
                onChange={(event) => {
                  setTargetText(event.target.value);
                  onTargetChange(event.target.value);
                }}
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  // Otherwise the key would also press the ROI button that takes the field's place.
                  event.preventDefault();
                  onConfirmTarget();
                }}
                data-testid="roi-target-input"
              />
            </span>
            <IconButton
              size="sm"
              aria-label={t("Confirm")}
              className={styles.action}
              onClick={onConfirmTarget}
            >
              <CheckIcon />
            </IconButton>
          </>
        ) : (
          <button
            ref={editButtonRef}
            type="button"
            className={styles.display}
            aria-describedby={labelId}
            onClick={startEditing}
          >
            <span className={styles.amount} data-testid="roi-usd">
              ${formatRoiUsd(roiUsd, locale)}
            </span>
            <PencilIcon size={18} className={styles.action} />
            <VisuallyHidden>{t("Edit")}</VisuallyHidden>
          </button>
        )}
      </div>
      <span className={styles.details} data-testid="roi-tokens">
        ~ {formatRoiTokens(roiTokens, roiTokenDecimals, locale)} {earningTokenSymbol} (
        {formatRoiPercentage(roiPercentage, locale)}%)
      </span>
    </div>
  );
}
