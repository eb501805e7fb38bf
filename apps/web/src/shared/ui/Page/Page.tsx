import type { ReactNode } from "react";
import { classNames } from "../classNames.ts";
import styles from "./Page.module.css";

export interface PageProps {
  /** 'md' (960 px) for a column of cards, 'lg' (1,120 px) for grids. */
  readonly width?: "md" | "lg";
  readonly className?: string;
  readonly children: ReactNode;
}

/** A page's column: centred, its cards stacked with the same gap, full width on phones (the layout pads the edges). */
export function Page({ width = "md", className, children }: PageProps) {
  return <div className={classNames(styles.page, styles[width], className)}>{children}</div>;
}
