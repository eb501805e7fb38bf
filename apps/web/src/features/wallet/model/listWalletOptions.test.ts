import { describe, expect, it } from "vitest";
import { listWalletOptions, type WalletConnectorInfo } from "./listWalletOptions.ts";

const genericInjected: WalletConnectorInfo = { id: "injected", name: "Injected", type: "injected" };
const walletConnect: WalletConnectorInfo = {
  id: "walletConnect",
  name: "WalletConnect",
  type: "walletConnect",
};
const devWallet: WalletConnectorInfo = { id: "griddleDevWallet", name: "Dev wallet", type: "devWallet" };
const rabby: WalletConnectorInfo = {
  id: "io.rabby",
  name: "Rabby Wallet",
  type: "injected",
  icon: "data:image/svg+xml,r",
};
const metaMask: WalletConnectorInfo = {
  id: "io.metamask",
  name: "MetaMask",
  type: "injected",
  icon: "data:image/svg+xml,m",
};
const binance: WalletConnectorInfo = {
  id: "com.binance.wallet",
  name: "Binance Wallet",
  type: "injected",
  icon: "data:,b",
};

const ids = (connectors: readonly WalletConnectorInfo[], hasInjectedProvider: boolean) =>
  listWalletOptions(connectors, { hasInjectedProvider }).map((option) => option.connectorId);

describe("listWalletOptions", () => {
  it("shows announced wallets by their own name and icon, MetaMask and Binance Wallet first", () => {
    const options = listWalletOptions([genericInjected, rabby, binance, metaMask], {
      hasInjectedProvider: true,
    });

    expect(options.map((option) => option.name)).toEqual(["MetaMask", "Binance Wallet", "Rabby Wallet"]);
    expect(options[0]).toEqual({
      connectorId: "io.metamask",
      kind: "announced",
      name: "MetaMask",
      translatable: false,
      icon: "data:image/svg+xml,m",
    });
  });

  it("offers the generic browser wallet only when window.ethereum exists without any announcement", () => {
    expect(ids([genericInjected, devWallet], true)).toEqual(["injected", "griddleDevWallet"]);
    expect(ids([genericInjected, devWallet], false)).toEqual(["griddleDevWallet"]);
    expect(ids([genericInjected, metaMask], true)).toEqual(["io.metamask"]);
    expect(listWalletOptions([genericInjected], { hasInjectedProvider: true })[0]).toMatchObject({
      kind: "injected",
      name: "Browser wallet",
      translatable: true,
    });
  });

  it("lists WalletConnect and the Dev wallet after the browser wallets", () => {
    expect(ids([devWallet, walletConnect, rabby, genericInjected], true)).toEqual([
      "io.rabby",
      "walletConnect",
      "griddleDevWallet",
    ]);
  });

  it("lists a wallet once even when it was announced twice", () => {
    expect(ids([metaMask, metaMask], true)).toEqual(["io.metamask"]);
  });

  it("lists nothing when the browser has no wallet and the chain no Dev wallet", () => {
    expect(ids([genericInjected], false)).toEqual([]);
  });
});
