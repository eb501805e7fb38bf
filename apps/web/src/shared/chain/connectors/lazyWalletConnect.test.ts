import { describe, expect, it } from "vitest";
import { createConfig, createStorage, getConnection, ProviderNotFoundError, reconnect } from "@wagmi/core";
import { http } from "viem";
import { createLocalChain } from "../chains.ts";
import { createTestManifest } from "../createTestManifest.ts";
import { lazyWalletConnect, WALLET_CONNECT_CONNECTOR_ID } from "./lazyWalletConnect.ts";

const chain = createLocalChain(createTestManifest());

function createTestConfig() {
  const items = new Map<string, string>();
  return createConfig({
    chains: [chain],
    connectors: [lazyWalletConnect({ projectId: "test-project" })],
    transports: { [chain.id]: http("http://127.0.0.1:1") },
    storage: createStorage({
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      },
    }),
  });
}

describe("lazyWalletConnect", () => {
  it("is offered as WalletConnect, with no provider to load until someone picks it", async () => {
    const config = createTestConfig();
    const [connector] = config.connectors;
    if (!connector) throw new Error("the WalletConnect connector is missing");

    expect(connector).toMatchObject({
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: "WalletConnect",
      type: "walletConnect",
    });
    await expect(connector.getProvider()).rejects.toThrow(ProviderNotFoundError);
    await expect(connector.isAuthorized()).resolves.toBe(false);
    await reconnect(config);
    expect(getConnection(config).status).toBe("disconnected");
  });
});
