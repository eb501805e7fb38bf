import type { ReactNode } from "react";
import { useTranslation } from "../../../../../shared/i18n/index.ts";
import { classNames } from "../../../../../shared/ui/index.ts";
import type { RoundCardKind } from "../../model/buildRoundCards.ts";
import { roundCardLabel } from "../../model/roundCardLabel.ts";
import styles from "./roundCard.module.css";

export interface RoundCardShellProps {
  readonly kind: RoundCardKind;
  readonly epoch: bigint;
  /** 0 to 1: the phase's progress, a bar under the header (live and next rounds). */
  readonly progress?: number | undefined;
  readonly children: ReactNode;
}

/** A round card's frame: its label ('Next', 'Live', 'Expired', 'Canceled', 'Later') and epoch. */
export function RoundCardShell({ kind, epoch, progress, children }: RoundCardShellProps) {
  const { t } = useTranslation();
  const label = roundCardLabel(kind);
  return (
    <article
      className={classNames(styles.card, styles[kind])}
      data-testid="prediction-round-card"
      data-epoch={String(epoch)}
      data-kind={kind}
    >
      <header className={styles.header}>
        <span className={styles.label}>{t(label.key)}</span>
        <span className={styles.epoch}>#{String(epoch)}</span>
      </header>
      {progress !== undefined && (
        <div className={styles.progress} aria-hidden="true">
          <div className={styles.progressBar} style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      <div className={styles.body}>{children}</div>
    </article>
  );
}
