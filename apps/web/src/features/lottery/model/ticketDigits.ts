import { lotteryWinningBracket } from "@griddle/sdk";

/** Six digits after the leading 1 of every ticket number. */
export const TICKET_DIGITS = 6;
const TICKET_BASE = 1_000_000;

/**
 * A ticket's six digits in the order the screen shows them: its last digit first, as PancakeSwap's v2
 * lottery shows them, so that 'match the first N' reads left to right (bracket N - 1 matches the
 * number's last N digits).
 */
export function ticketDigits(ticketNumber: number): number[] {
  const digits: number[] = [];
  let rest = ticketNumber - TICKET_BASE;
  for (let index = 0; index < TICKET_DIGITS; index += 1) {
    digits.push(rest % 10);
    rest = Math.floor(rest / 10);
  }
  return digits;
}

/** The ticket number whose shown digits are `digits` (the inverse of ticketDigits). */
export function ticketNumberFromDigits(digits: readonly number[]): number {
  return digits.reduceRight((number, digit) => number * 10 + digit, 1);
}

/** How many of the shown digits, from the first, match the final number's: 0 for a ticket that wins nothing. */
export function matchedDigitCount(ticketNumber: number, finalNumber: number): number {
  const bracket = lotteryWinningBracket(ticketNumber, finalNumber);
  return bracket === undefined ? 0 : bracket + 1;
}
