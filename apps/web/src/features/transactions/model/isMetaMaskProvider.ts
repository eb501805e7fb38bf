/** Whether an injected provider (window.ethereum) says it is MetaMask. */
export function isMetaMaskProvider(provider: unknown): boolean {
  return (
    typeof provider === "object" &&
    provider !== null &&
    "isMetaMask" in provider &&
    provider.isMetaMask === true
  );
}
