import { describe, expect, it } from "vitest";
import {
  connect,
  createConfig,
  createStorage,
  disconnect,
  getConnection,
  ProviderNotFoundError,
  reconnect,
} from "@wagmi/core";
import { custom, numberToHex } from "viem";
import { createLocalChain } from "../../chains.ts";
import { createTestManifest } from "../../createTestManifest.ts";
import {
  devWallet,
  DEV_WALLET_CONNECTOR_ID,
  getSelectedDevWalletAccount,
  selectDevWalletAccount,
} from "./devWallet.ts";

const chain = createLocalChain(createTestManifest());
const transport = custom({
  async request({ method }: { method: string }) {
    if (method === "eth_chainId") return numberToHex(chain.id);
    throw Object.assign(new Error(`the method ${method} does not exist`), { code: -32601 });
  },
});

/** A page's localStorage, kept across "reloads" (new configs) within one test. */
function createMemoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function createTestConfig(storage: ReturnType<typeof createMemoryStorage>) {
  return createConfig({
    chains: [chain],
    connectors: [devWallet({ chain, transport })],
    transports: { [chain.id]: transport },
    storage: createStorage({ storage }),
  });
}

function devWalletOf(config: ReturnType<typeof createTestConfig>) {
  const connector = config.connectors.find((candidate) => candidate.id === DEV_WALLET_CONNECTOR_ID);
  if (!connector) throw new Error("the Dev wallet connector is missing");
  return connector;
}

describe("devWallet connector", () => {
  it("connects with dev account 0 by default", async () => {
    const config = createTestConfig(createMemoryStorage());

    const result = await connect(config, { connector: devWalletOf(config) });

    expect(result).toEqual({ accounts: ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"], chainId: 31337 });
  });

  it("connects with the account chosen in the connect modal and remembers it", async () => {
    const storage = createMemoryStorage();
    const config = createTestConfig(storage);

    await selectDevWalletAccount(config, 2);
    const result = await connect(config, { connector: devWalletOf(config) });

    expect(result.accounts).toEqual(["0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"]);
    await expect(getSelectedDevWalletAccount(createTestConfig(storage))).resolves.toBe(2);
  });

  it("refuses an account the seed did not fund", async () => {
    const config = createTestConfig(createMemoryStorage());
    await expect(selectDevWalletAccount(config, 10)).rejects.toThrow(RangeError);
  });

  it("reconnects after a reload, and not after the user disconnected", async () => {
    const storage = createMemoryStorage();
    const first = createTestConfig(storage);
    await selectDevWalletAccount(first, 1);
    await connect(first, { connector: devWalletOf(first) });

    const reloaded = createTestConfig(storage);
    await reconnect(reloaded);
    expect(getConnection(reloaded)).toMatchObject({
      status: "connected",
      address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    });

    await disconnect(reloaded);
    expect(getConnection(reloaded).status).toBe("disconnected");
    const reloadedAgain = createTestConfig(storage);
    await reconnect(reloadedAgain);
    expect(getConnection(reloadedAgain).status).toBe("disconnected");
  });

  it("offers no provider before it is picked, so a start loads none of its code", async () => {
    const config = createTestConfig(createMemoryStorage());
    const connector = devWalletOf(config);

    await expect(connector.getProvider()).rejects.toThrow(ProviderNotFoundError);
    await reconnect(config);
    expect(getConnection(config).status).toBe("disconnected");

    await connect(config, { connector });
    await expect(connector.getProvider()).resolves.toBeDefined();
  });
});
