/** '0x1234…abcd': an address short enough for a list row, still telling wallets apart. */
export function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
