import { getAddress, isAddress, isAddressEqual, zeroAddress, type Address } from "viem";

export type TransferRecipient =
  | { readonly ok: true; readonly address: Address }
  | { readonly ok: false; readonly problem: "invalid" | "self" };

/**
 * The address a collectible is sent to, from what the user typed (spaces around it ignored): a
 * well-formed address with a correct checksum when it has mixed case, not the zero address (the
 * token would be lost) and not the sender's own ('Please enter a valid wallet address' otherwise).
 */
export function parseTransferRecipient(input: string, sender: Address): TransferRecipient {
  const text = input.trim();
  if (!isAddress(text) || isAddressEqual(text, zeroAddress)) return { ok: false, problem: "invalid" };
  if (isAddressEqual(text, sender)) return { ok: false, problem: "self" };
  return { ok: true, address: getAddress(text) };
}
