/** The Settings dialog's default transaction speeds, in the order its buttons show them. */
export const TRANSACTION_SPEEDS = ["standard", "fast", "instant"] as const;

export type TransactionSpeed = (typeof TRANSACTION_SPEEDS)[number];

export function isTransactionSpeed(value: unknown): value is TransactionSpeed {
  return (TRANSACTION_SPEEDS as readonly unknown[]).includes(value);
}
