import type { ComponentProps } from "react";
import { classNames } from "../classNames.ts";
import styles from "./AmountInput.module.css";
import { AMOUNT_INPUT_MAX_LENGTH, normalizeAmountInput } from "./normalizeAmountInput.ts";

export interface AmountInputProps extends Omit<
  ComponentProps<"input">,
  "value" | "onChange" | "type" | "inputMode"
> {
  value: string;
  /** Called only with text that is an amount (see normalizeAmountInput); other keystrokes are ignored. */
  onUserInput: (value: string) => void;
}

/** A borderless text field for token amounts, with the decimal keypad on phones. */
export function AmountInput({
  value,
  onUserInput,
  className,
  placeholder = "0.0",
  ...rest
}: AmountInputProps) {
  return (
    <input
      {...rest}
      className={classNames(styles.input, className)}
      value={value}
      onChange={(event) => {
        const next = normalizeAmountInput(event.target.value);
        if (next !== null) onUserInput(next);
      }}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      pattern="^[0-9]*[.,]?[0-9]*$"
      placeholder={placeholder}
      minLength={1}
      maxLength={AMOUNT_INPUT_MAX_LENGTH}
    />
  );
}
