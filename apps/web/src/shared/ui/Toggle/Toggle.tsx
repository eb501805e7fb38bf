import type { ComponentProps } from "react";
import { classNames } from "../classNames.ts";
import styles from "./Toggle.module.css";

export interface ToggleProps extends Omit<ComponentProps<"button">, "onChange" | "children" | "role"> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label beside the switch; without it, pass aria-label. */
  label?: string;
}

/** An on/off switch. */
export function Toggle({ checked, onChange, label, className, type = "button", ...rest }: ToggleProps) {
  return (
    <button
      type={type}
      role="switch"
      aria-checked={checked}
      className={classNames(styles.toggle, className)}
      onClick={() => onChange(!checked)}
      {...rest}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {label}
    </button>
  );
}
