import type { ComponentProps } from "react";
import { classNames } from "../classNames.ts";
import styles from "./Button.module.css";
import type { ButtonSize } from "./buttonClassName.ts";

export interface IconButtonProps extends ComponentProps<"button"> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  "aria-label": string;
  size?: ButtonSize;
}

export function IconButton({ size = "md", className, type = "button", ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      className={classNames(styles.button, styles.icon, styles[size], className)}
      {...rest}
    />
  );
}
