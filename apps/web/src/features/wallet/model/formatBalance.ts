import { formatUnits } from "viem";

const DEFAULT_FRACTION_DIGITS = 6;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * A token amount for display: at most `fractionDigits` decimals, rounded down so a balance is never
 * overstated, trailing zeros dropped, thousands grouped. A positive amount too small to show reads
 * as `<0.000001` rather than 0.
 */
export function formatBalance(
  value: bigint,
  decimals: number,
  fractionDigits = DEFAULT_FRACTION_DIGITS,
): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const [whole = "0", fraction = ""] = formatUnits(magnitude, decimals).split(".");
  const shown = fraction.slice(0, fractionDigits).replace(/0+$/, "");
  if (magnitude > 0n && whole === "0" && shown === "") {
    return `${negative ? "-" : ""}<0.${"0".repeat(Math.max(fractionDigits - 1, 0))}1`;
  }
  return `${negative ? "-" : ""}${groupThousands(whole)}${shown ? `.${shown}` : ""}`;
}
