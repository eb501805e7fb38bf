import { classNames } from "../../../shared/ui/index.ts";
import { ticketDigits } from "../model/ticketDigits.ts";
import styles from "./TicketNumber.module.css";

export interface TicketNumberProps {
  readonly number: number;
  /** How many shown digits, from the first, match the winning number: those are highlighted. */
  readonly matched?: number;
  readonly testId?: string;
}

/** A ticket's six digits as the screen shows them, the matching ones highlighted. */
export function TicketNumber({ number, matched = 0, testId }: TicketNumberProps) {
  return (
    <span className={styles.number} data-testid={testId} data-number={number}>
      {ticketDigits(number).map((digit, position) => (
        <span key={position} className={classNames(styles.digit, position < matched && styles.matched)}>
          {digit}
        </span>
      ))}
    </span>
  );
}
