import type { ComponentProps } from "react";
import { classNames } from "../classNames.ts";
import styles from "./Input.module.css";

export type InputSize = "sm" | "md";

export interface InputProps extends Omit<ComponentProps<"input">, "size"> {
  /** Shows the field in the danger colour and tells assistive technology its value is invalid. */
  invalid?: boolean;
  size?: InputSize;
}

/** A single-line text field; give it a <label> or an aria-label. */
export function Input({ invalid = false, size = "md", className, type = "text", ...rest }: InputProps) {
  return (
    <input
      type={type}
      aria-invalid={invalid || undefined}
      className={classNames(styles.input, styles[size], className)}
      {...rest}
    />
  );
}
