/** A computed figure that is not a finite number (NaN, ±Infinity) shows as 0 (spec 000 section 5). */
export function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}
