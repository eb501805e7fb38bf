/** The positions of tickets whose number an earlier ticket already has: 'Confirm and buy' is refused while any remain. */
export function duplicateTicketIndexes(numbers: readonly number[]): Set<number> {
  const seen = new Set<number>();
  const duplicates = new Set<number>();
  numbers.forEach((number, index) => {
    if (seen.has(number)) duplicates.add(index);
    seen.add(number);
  });
  return duplicates;
}
