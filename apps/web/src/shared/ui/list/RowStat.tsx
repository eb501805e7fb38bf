import type { ReactNode } from "react";
import { classNames } from "../classNames.ts";
import styles from "./RowStat.module.css";

/** A small label above a value: one column of an ExpandableRow. */
export function RowStat({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={classNames(styles.stat, className)}>
      <span className={styles.label}>{label}</span>
      <div className={styles.value}>{children}</div>
    </div>
  );
}
