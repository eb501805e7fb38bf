import type { ComponentProps } from "react";
import { classNames } from "../classNames.ts";
import styles from "./Checkbox.module.css";

export interface CheckboxProps extends Omit<ComponentProps<"input">, "type" | "checked" | "onChange"> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The visible label, which also names the box. */
  label: string;
}

/** A labelled checkbox; a click on the label ticks it too. */
export function Checkbox({ checked, onChange, label, className, ...rest }: CheckboxProps) {
  return (
    <label className={classNames(styles.checkbox, className)}>
      <input
        type="checkbox"
        className={styles.box}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...rest}
      />
      <span>{label}</span>
    </label>
  );
}
