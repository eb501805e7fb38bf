import { useId, useRef, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "../../i18n/index.ts";
import { IconButton } from "../Button/IconButton.tsx";
import { classNames } from "../classNames.ts";
import { ArrowBackIcon } from "../icons/ArrowBackIcon.tsx";
import { CloseIcon } from "../icons/CloseIcon.tsx";
import styles from "./Modal.module.css";
import { useBodyScrollLock } from "./useBodyScrollLock.ts";
import { useDialogFocus } from "./useDialogFocus.ts";
import { useEscapeToDismiss } from "./useEscapeToDismiss.ts";

export interface ModalProps {
  /** Names the dialog for assistive technology and shows in its header. */
  title: string;
  /** Called by the close button, Escape and a click on the overlay. */
  onDismiss: () => void;
  /** Shows a back arrow before the title. */
  onBack?: () => void;
  hideCloseButton?: boolean;
  /** CSS lengths; the dialog never grows wider than the screen. */
  minWidth?: string;
  maxWidth?: string;
  children: ReactNode;
}

/** A modal dialog, open for as long as it is rendered: render it conditionally to open and close it. */
export function Modal({
  title,
  onDismiss,
  onBack,
  hideCloseButton = false,
  minWidth = "320px",
  maxWidth = "420px",
  children,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);
  const trapFocus = useDialogFocus(dialogRef);
  useEscapeToDismiss(onDismiss);
  useBodyScrollLock();

  // Dismiss only when the press also began on the overlay, so a text selection dragged out of the
  // dialog does not close it.
  const handleOverlayMouseDown = (event: MouseEvent) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const handleOverlayClick = (event: MouseEvent) => {
    if (pressStartedOnOverlay.current && event.target === event.currentTarget) onDismiss();
    pressStartedOnOverlay.current = false;
  };

  return createPortal(
    <div className={styles.overlay} onMouseDown={handleOverlayMouseDown} onClick={handleOverlayClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        style={{ minWidth: `min(${minWidth}, 100%)`, maxWidth }}
        onKeyDown={trapFocus}
      >
        <div className={classNames(styles.header, onBack && styles.withBack)}>
          {onBack && (
            <IconButton aria-label={t("Back")} onClick={onBack}>
              <ArrowBackIcon />
            </IconButton>
          )}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideCloseButton && (
            <IconButton aria-label={t("Close")} onClick={onDismiss}>
              <CloseIcon />
            </IconButton>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
