/** Six brackets: bracket k is won by a ticket whose last k + 1 digits match the final number's. */
const BRACKETS = 6;

/**
 * The one bracket `ticketNumber` wins against `finalNumber` (both 1,000,000 to 1,999,999): its
 * highest, by how many of its last digits match (bracket 0 for the last digit alone, 5 for all six),
 * as GriddleLottery counts and pays it; undefined when the last digits differ.
 */
export function lotteryWinningBracket(ticketNumber: number, finalNumber: number): number | undefined {
  let matching = 0;
  let ticket = ticketNumber;
  let drawn = finalNumber;
  while (matching < BRACKETS && ticket % 10 === drawn % 10) {
    ticket = Math.floor(ticket / 10);
    drawn = Math.floor(drawn / 10);
    matching += 1;
  }
  return matching === 0 ? undefined : matching - 1;
}
