import { getAddress, isAddress, type Address } from "viem";

/**
 * Where the swap output goes: the account itself when no recipient is given, else the typed
 * recipient when it is an address. The app's chain has no name service, so a name never resolves
 * (and the form asks for a recipient).
 */
export function resolveRecipientAddress(
  recipient: string | null,
  account: Address | undefined,
): Address | null {
  if (recipient === null) return account ?? null;
  return isAddress(recipient) ? getAddress(recipient) : null;
}
