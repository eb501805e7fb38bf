/** The smallest ticket number: a leading 1 and six digits. */
const SMALLEST_NUMBER = 1_000_000;

/** A spread of the digits above the ones the helpers fix, the same for the same inputs. */
function spread(salt: number, index: number, below: number): number {
  return (salt * 7_919 + index * 104_729 + ((salt * index) % 97) * 15_485_863) % below;
}

/**
 * 100 ticket numbers ending in 00 to 99, one each, the four digits above spread: against any final
 * number, exactly one matches its last two digits (bracket 1 or higher) and nine more its last digit
 * (bracket 0), so their buyer wins in two brackets at least, whatever the draw.
 */
export function coveringLastTwoDigits(salt: number): number[] {
  return Array.from(
    { length: 100 },
    (_, ending) => SMALLEST_NUMBER + spread(salt, ending, 10_000) * 100 + ending,
  );
}

/** `count` ticket numbers whose last digits cycle 0-9, the five digits above spread. */
export function variedNumbers(count: number, salt: number): number[] {
  return Array.from(
    { length: count },
    (_, index) => SMALLEST_NUMBER + spread(salt, index, 100_000) * 10 + (index % 10),
  );
}
