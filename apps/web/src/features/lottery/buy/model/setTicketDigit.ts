import { ticketDigits, ticketNumberFromDigits } from "../../model/ticketDigits.ts";

/** `ticketNumber` with its shown digit at `position` (0 first) replaced by `digit`: per-digit editing. */
export function setTicketDigit(ticketNumber: number, position: number, digit: number): number {
  const digits = ticketDigits(ticketNumber);
  digits[position] = digit;
  return ticketNumberFromDigits(digits);
}
