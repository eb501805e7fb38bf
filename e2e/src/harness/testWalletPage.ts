// Runs inside the page, before the app loads (page.addInitScript): an EIP-1193 provider announced
// through EIP-6963 and set as window.ethereum. Every request goes to the Node side through an
// exposed binding, where a dev account signs. Serialised with Function#toString, so it must not
// reference anything outside itself.
export function installTestWalletProvider(info: { name: string; rdns: string; uuid: string }): void {
  type Listener = (...args: unknown[]) => void;
  const listeners = new Map<string, Set<Listener>>();
  const bridge = (window as unknown as { __griddleTestWallet: (payload: string) => Promise<string> })
    .__griddleTestWallet;

  const provider = {
    isGriddleTestWallet: true,
    async request(args: { method: string; params?: unknown[] }): Promise<unknown> {
      const answer = JSON.parse(await bridge(JSON.stringify(args))) as {
        result?: unknown;
        error?: { code: number; message: string; data?: unknown };
      };
      if (answer.error) {
        throw Object.assign(new Error(answer.error.message), answer.error);
      }
      return answer.result;
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };

  // The Node side calls this to emit accountsChanged / chainChanged, as a real wallet would.
  (
    window as unknown as { __griddleTestWalletEmit: (event: string, value: unknown) => void }
  ).__griddleTestWalletEmit = (event, value) => listeners.get(event)?.forEach((listener) => listener(value));

  Object.defineProperty(window, "ethereum", { value: provider, configurable: true });
  const icon =
    "data:image/svg+xml;base64," +
    btoa(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#7645d9"/></svg>',
    );
  const announce = (): void => {
    window.dispatchEvent(
      new CustomEvent("eip6963:announceProvider", {
        detail: Object.freeze({ info: { ...info, icon }, provider }),
      }),
    );
  };
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
}
