import type { ComponentProps } from "react";
import { classNames } from "../classNames.ts";
import styles from "./Text.module.css";

export type TextColor = "text" | "secondary" | "primary" | "danger" | "success";
export type TextSize = "xs" | "sm" | "md" | "lg";

export interface TextProps extends ComponentProps<"p"> {
  as?: "p" | "span" | "div";
  color?: TextColor;
  size?: TextSize;
  bold?: boolean;
}

export function Text({
  as: Element = "p",
  color = "text",
  size = "md",
  bold = false,
  className,
  ...rest
}: TextProps) {
  return (
    <Element
      className={classNames(styles.text, styles[color], styles[size], bold && styles.bold, className)}
      {...rest}
    />
  );
}
