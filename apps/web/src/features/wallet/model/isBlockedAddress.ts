import { isAddressEqual, type Address } from "viem";

/** Whether the connected account is one the app refuses to serve (spec: 'Blocked address'). */
export function isBlockedAddress(
  account: Address | undefined,
  blockedAddresses: readonly Address[],
): boolean {
  if (account === undefined) return false;
  return blockedAddresses.some((blocked) => isAddressEqual(blocked, account));
}
