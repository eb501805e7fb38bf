import type { ComponentProps } from "react";
import { classNames } from "../classNames.ts";
import styles from "./Text.module.css";

export type HeadingScale = "md" | "lg" | "xl" | "xxl";

const scaleClass: Record<HeadingScale, string | undefined> = {
  md: styles.headingMd,
  lg: styles.headingLg,
  xl: styles.headingXl,
  xxl: styles.headingXxl,
};

export interface HeadingProps extends ComponentProps<"h2"> {
  /** The document-outline level; the visual size is `scale`, so the two can differ. */
  as?: "h1" | "h2" | "h3" | "h4";
  scale?: HeadingScale;
}

export function Heading({ as: Element = "h2", scale = "lg", className, ...rest }: HeadingProps) {
  return (
    <Element className={classNames(styles.text, styles.heading, scaleClass[scale], className)} {...rest} />
  );
}
