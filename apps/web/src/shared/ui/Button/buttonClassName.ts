import { classNames } from "../classNames.ts";
import styles from "./Button.module.css";

export type ButtonVariant = "primary" | "secondary" | "tertiary" | "text" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The look of a button, shared by <button> and link elements that should read as buttons. */
export function buttonClassName(
  { variant = "primary", size = "md", fullWidth = false }: ButtonStyleProps,
  extra?: string,
): string {
  return classNames(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, extra);
}
