import { parseUnits } from "viem";

/** Why an entered commitment cannot be sent; the amount once it can. */
export type CommitAmount =
  | { readonly kind: "empty" }
  | { readonly kind: "invalid" }
  | { readonly kind: "insufficientBalance" }
  | { readonly kind: "aboveLimit" }
  | { readonly kind: "valid"; readonly amount: bigint };

const DECIMAL = /^\d*\.?\d*$/;

/**
 * Reads the LP amount typed in the commit form (18 decimals): empty and zero send nothing, more than
 * the balance or, for a pool with a limit per user, more than what is left of it is refused.
 */
export function parseCommitAmount(
  text: string,
  { balance, limitLeft }: { readonly balance: bigint; readonly limitLeft: bigint | undefined },
): CommitAmount {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed === ".") return { kind: "empty" };
  if (!DECIMAL.test(trimmed) || (trimmed.split(".")[1]?.length ?? 0) > 18) return { kind: "invalid" };
  const amount = parseUnits(trimmed, 18);
  if (amount === 0n) return { kind: "empty" };
  if (limitLeft !== undefined && amount > limitLeft) return { kind: "aboveLimit" };
  if (amount > balance) return { kind: "insufficientBalance" };
  return { kind: "valid", amount };
}
