/**
 * A finite number ≥ 0 as the shortest decimal that reads back as it (String(value)), with no exponent:
 * 1.5e-7 → '0.00000015', 1.5e+21 → '1500000000000000000000'. These are the digits ICU rounds and prints.
 */
export function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, lead = "", rest = "", exponent = "0"] = match;
  const digits = lead + rest;
  const shift = Number(exponent);
  // String() only switches to an exponent below 1e-6 and from 1e21 on, so the point always lands outside the
  // at most 17 significant digits: before them behind zeros, or after them followed by zeros.
  return shift < 0 ? `0.${"0".repeat(-shift - 1)}${digits}` : digits.padEnd(shift + 1, "0");
}
