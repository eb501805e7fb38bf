/** `value` cut to its first `digits` significant digits, as the app's amounts show them (rounded down). */
export function roundDownToSignificant(value: bigint, digits: number): bigint {
  const scale = 10n ** BigInt(Math.max(value.toString().length - digits, 0));
  return value - (value % scale);
}
