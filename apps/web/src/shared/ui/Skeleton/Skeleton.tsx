import { classNames } from "../classNames.ts";
import styles from "./Skeleton.module.css";

export interface SkeletonProps {
  /** CSS lengths or pixels. */
  width?: string | number;
  height?: string | number;
  circle?: boolean;
  className?: string;
}

/** A placeholder shaped like content that is still loading; hidden from assistive technology. */
export function Skeleton({ width = "100%", height = 16, circle = false, className }: SkeletonProps) {
  return (
    <span
      className={classNames(styles.skeleton, circle && styles.circle, className)}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
