import type { ReactNode } from "react";
import { classNames } from "../classNames.ts";
import { DangerIcon } from "../icons/DangerIcon.tsx";
import { InfoIcon } from "../icons/InfoIcon.tsx";
import { WarningIcon } from "../icons/WarningIcon.tsx";
import styles from "./Notice.module.css";

export type NoticeVariant = "info" | "warning" | "danger";

const icons: Record<NoticeVariant, typeof InfoIcon> = {
  info: InfoIcon,
  warning: WarningIcon,
  danger: DangerIcon,
};

export interface NoticeProps {
  variant?: NoticeVariant;
  title?: string;
  children: ReactNode;
  className?: string;
}

/** A message box that stays on the page (not a toast): explanations, warnings, errors. */
export function Notice({ variant = "info", title, children, className }: NoticeProps) {
  const Icon = icons[variant];
  return (
    <div className={classNames(styles.notice, styles[variant], className)}>
      <Icon className={styles.icon} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
    </div>
  );
}
