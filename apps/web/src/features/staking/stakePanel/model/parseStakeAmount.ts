const AMOUNT_TEXT = /^(\d*)(?:\.(\d*))?$/;

/**
 * The raw amount typed in a stake or unstake field, or undefined when there is none ('', '.'). Digits
 * beyond the token's decimals are dropped, never rounded up, so Max never asks for more than is held.
 */
export function parseStakeAmount(text: string, decimals: number): bigint | undefined {
  const match = AMOUNT_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return undefined;
  const fractionDigits = fraction.slice(0, decimals).padEnd(decimals, "0");
  return BigInt(whole || "0") * 10n ** BigInt(decimals) + BigInt(fractionDigits || "0");
}
