const FIRST_TICKET_NUMBER = 1_000_000;
const TICKET_NUMBERS = 1_000_000;

/**
 * `count` different ticket numbers (1,000,000 to 1,999,999) drawn with `random` (values in [0, 1)):
 * the numbers 'Buy Instantly' buys and the randomise button shows. A number already drawn is drawn
 * again, so the tickets never repeat.
 */
export function randomTicketNumbers(count: number, random: () => number = Math.random): number[] {
  const numbers = new Set<number>();
  while (numbers.size < count) numbers.add(FIRST_TICKET_NUMBER + Math.floor(random() * TICKET_NUMBERS));
  return [...numbers];
}
