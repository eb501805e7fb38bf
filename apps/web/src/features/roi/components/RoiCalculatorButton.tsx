import { useState, type MouseEvent } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { CalculatorIcon, IconButton } from "../../../shared/ui/index.ts";
import styles from "./RoiCalculatorButton.module.css";
import { RoiCalculatorModal, type RoiCalculatorModalProps } from "./RoiCalculatorModal.tsx";

/**
 * The calculator icon beside an APR or APY; it opens the ROI Calculator for that pool or farm.
 * Clicks stay inside: the button and the dialog (whose React events bubble through the portal)
 * sit in rows that expand on click.
 */
export function RoiCalculatorButton(props: Omit<RoiCalculatorModalProps, "onDismiss">) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const stopPropagation = (event: MouseEvent) => event.stopPropagation();
  return (
    <span className={styles.root} onClick={stopPropagation}>
      <IconButton
        size="sm"
        aria-label={t("ROI Calculator")}
        className={styles.button}
        onClick={() => setOpen(true)}
      >
        <CalculatorIcon size={18} />
      </IconButton>
      {open && <RoiCalculatorModal {...props} onDismiss={() => setOpen(false)} />}
    </span>
  );
}
