import type { ReactNode } from "react";
import { classNames } from "../../../../shared/ui/index.ts";
import styles from "./StakingStat.module.css";

/** A small label above a value: one column of a pool or farm row. */
export function StakingStat({
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
