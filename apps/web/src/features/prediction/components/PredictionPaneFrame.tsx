import type { KeyboardEvent, ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { CloseIcon, Heading, IconButton } from "../../../shared/ui/index.ts";
import styles from "./PredictionPaneFrame.module.css";

export interface PredictionPaneFrameProps {
  /** The pane's heading, which also names it for assistive technology. */
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The frame of the prediction page's history and chart panes: a card with a heading and a close
 * button (Escape closes too) that fills what holds it, and covers the screen as a sheet on phones.
 */
export function PredictionPaneFrame({ title, onClose, children }: PredictionPaneFrameProps) {
  const { t } = useTranslation();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") onClose();
  };
  return (
    <section className={styles.pane} aria-label={title} onKeyDown={closeOnEscape}>
      <header className={styles.header}>
        <Heading as="h2" scale="md">
          {title}
        </Heading>
        <IconButton aria-label={t("Close")} size="sm" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
