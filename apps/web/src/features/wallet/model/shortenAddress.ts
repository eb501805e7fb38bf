/** `0x1234...abcd`: the 0x prefix with the first and last four hex digits (spec: address display). */
export function shortenAddress(address: string): string {
  if (address.length <= 12) return address;
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}
