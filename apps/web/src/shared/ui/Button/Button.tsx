import type { ComponentProps, ReactNode } from "react";
import { classNames } from "../classNames.ts";
import { Spinner } from "../Spinner/Spinner.tsx";
import styles from "./Button.module.css";
import { buttonClassName, type ButtonStyleProps } from "./buttonClassName.ts";

export interface ButtonProps extends ComponentProps<"button">, ButtonStyleProps {
  /** Disables the button and shows a spinner in place of the start icon; the label stays. */
  isLoading?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  isLoading = false,
  startIcon,
  endIcon,
  className,
  disabled,
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(
        { variant, size, fullWidth },
        classNames(isLoading && styles.loading, className),
      )}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <Spinner size={16} decorative /> : startIcon}
      {children}
      {endIcon}
    </button>
  );
}
