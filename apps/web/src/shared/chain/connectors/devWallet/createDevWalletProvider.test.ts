import { describe, expect, it } from "vitest";
import {
  custom,
  numberToHex,
  parseTransaction,
  recoverTransactionAddress,
  stringToHex,
  verifyMessage,
  verifyTypedData,
  type Hex,
  type TransactionSerialized,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import { createLocalChain } from "../../chains.ts";
import { createTestManifest } from "../../createTestManifest.ts";
import { createDevWalletProvider } from "./createDevWalletProvider.ts";

const chain = createLocalChain(createTestManifest());
const account0 = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: 0 });
const account1 = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: 1 });
const recipient = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

interface RecordedRequest {
  readonly method: string;
  readonly params: unknown;
}

/**
 * Stands in for the node's JSON-RPC: answers what a wallet asks while filling a transaction and
 * records every request, so a test sees exactly what reached the chain.
 */
function createRecordingRpc() {
  const requests: RecordedRequest[] = [];
  const transport = custom({
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push({ method, params });
      switch (method) {
        case "eth_chainId":
          return numberToHex(chain.id);
        case "eth_getTransactionCount":
          return "0x7";
        case "eth_estimateGas":
          return "0x5208";
        case "eth_getBlockByNumber":
          return { number: "0x10", baseFeePerGas: "0x3b9aca00", timestamp: "0x1", transactions: [] };
        case "eth_maxPriorityFeePerGas":
          return "0x1";
        case "eth_sendRawTransaction":
          return `0x${"11".repeat(32)}`;
        case "eth_blockNumber":
          return "0x2a";
        default:
          // What a node answers for a method it lacks (EDR has no eth_fillTransaction, for one).
          throw Object.assign(new Error(`the method ${method} does not exist`), { code: -32601 });
      }
    },
  });
  return { transport, requests };
}

function createProvider() {
  const rpc = createRecordingRpc();
  const provider = createDevWalletProvider({ account: account0, chain, transport: rpc.transport });
  return { provider, requests: rpc.requests };
}

describe("createDevWalletProvider", () => {
  it("reveals its account only after eth_requestAccounts", async () => {
    const { provider } = createProvider();

    await expect(provider.request({ method: "eth_accounts" })).resolves.toEqual([]);
    await expect(provider.request({ method: "eth_requestAccounts" })).resolves.toEqual([account0.address]);
    await expect(provider.request({ method: "eth_accounts" })).resolves.toEqual([account0.address]);
  });

  it("refuses to connect or sign until it is given an account", async () => {
    const rpc = createRecordingRpc();
    const provider = createDevWalletProvider({ chain, transport: rpc.transport });

    await expect(provider.request({ method: "eth_requestAccounts" })).rejects.toThrow(
      "The Dev wallet holds no account yet",
    );
    await expect(
      provider.request({ method: "eth_sendTransaction", params: [{ to: recipient }] }),
    ).rejects.toThrow("The Dev wallet holds no account yet");
    await expect(provider.request({ method: "eth_accounts" })).resolves.toEqual([]);
    expect(rpc.requests).toEqual([]);

    provider.setAccount(account1);
    await expect(provider.request({ method: "eth_requestAccounts" })).resolves.toEqual([account1.address]);
  });

  it("answers the local chain id and accepts switching only to it", async () => {
    const { provider } = createProvider();

    await expect(provider.request({ method: "eth_chainId" })).resolves.toBe("0x7a69");
    await expect(
      provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x7a69" }] }),
    ).resolves.toBeNull();
    await expect(
      provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x38" }] }),
    ).rejects.toMatchObject({ code: 4902 });
  });

  it("fills, signs and broadcasts a transaction with its own key", async () => {
    const { provider, requests } = createProvider();
    await provider.request({ method: "eth_requestAccounts" });

    const hash = await provider.request({
      method: "eth_sendTransaction",
      params: [{ from: account0.address, to: recipient, value: "0xde0b6b3a7640000", data: "0x1234" }],
    });

    expect(hash).toBe(`0x${"11".repeat(32)}`);
    const sent = requests.find((request) => request.method === "eth_sendRawTransaction");
    const [raw] = sent?.params as [TransactionSerialized];
    const transaction = parseTransaction(raw);
    expect(transaction).toMatchObject({
      chainId: 31337,
      to: recipient.toLowerCase(),
      value: 10n ** 18n,
      data: "0x1234",
      nonce: 7,
      gas: 21000n,
    });
    await expect(recoverTransactionAddress({ serializedTransaction: raw })).resolves.toBe(account0.address);
  });

  it("keeps the nonce, gas and fee a dapp chose", async () => {
    const { provider, requests } = createProvider();

    await provider.request({
      method: "eth_sendTransaction",
      params: [
        { from: account0.address, to: recipient, nonce: "0x2", gas: "0x7530", gasPrice: "0x3b9aca00" },
      ],
    });

    const sent = requests.find((request) => request.method === "eth_sendRawTransaction");
    const [raw] = sent?.params as [TransactionSerialized];
    expect(parseTransaction(raw)).toMatchObject({ nonce: 2, gas: 30000n, gasPrice: 1_000_000_000n });
    expect(requests.map((request) => request.method)).not.toContain("eth_estimateGas");
  });

  it("refuses to send from an account it does not hold", async () => {
    const { provider, requests } = createProvider();

    await expect(
      provider.request({
        method: "eth_sendTransaction",
        params: [{ from: account1.address, to: recipient }],
      }),
    ).rejects.toMatchObject({ code: 4100 });
    expect(requests).toEqual([]);
  });

  it("signs personal messages that verify against its address", async () => {
    const { provider } = createProvider();
    const message = "Sign in to Griddle";

    const signature = (await provider.request({
      method: "personal_sign",
      params: [stringToHex(message), account0.address],
    })) as Hex;

    await expect(verifyMessage({ address: account0.address, message, signature })).resolves.toBe(true);
  });

  it("signs EIP-712 typed data sent as JSON", async () => {
    const { provider } = createProvider();
    const typedData = {
      types: {
        EIP712Domain: [
          { name: "name", type: "string" },
          { name: "chainId", type: "uint256" },
        ],
        Permit: [
          { name: "owner", type: "address" },
          { name: "value", type: "uint256" },
        ],
      },
      primaryType: "Permit",
      domain: { name: "Griddle LP", chainId: 31337 },
      message: { owner: account0.address, value: "1000" },
    } as const;

    const signature = (await provider.request({
      method: "eth_signTypedData_v4",
      params: [account0.address, JSON.stringify(typedData)],
    })) as Hex;

    const { EIP712Domain: _domain, ...types } = typedData.types;
    await expect(
      verifyTypedData({
        address: account0.address,
        domain: typedData.domain,
        types,
        primaryType: "Permit",
        message: { owner: account0.address, value: 1000n },
        signature,
      }),
    ).resolves.toBe(true);
  });

  it("forwards every other request to the chain", async () => {
    const { provider, requests } = createProvider();

    await expect(provider.request({ method: "eth_blockNumber" })).resolves.toBe("0x2a");
    expect(requests).toEqual([{ method: "eth_blockNumber", params: undefined }]);
  });

  it("tells listeners when its account changes and when it disconnects", async () => {
    const { provider } = createProvider();
    const accountEvents: string[][] = [];
    const disconnects: number[] = [];
    provider.on("accountsChanged", (accounts) => accountEvents.push(accounts));
    provider.on("disconnect", (error) => disconnects.push(error.code));
    await provider.request({ method: "eth_requestAccounts" });

    provider.setAccount(account1);
    provider.disconnect();

    expect(accountEvents).toEqual([[account1.address], []]);
    expect(disconnects).toEqual([4900]);
    await expect(provider.request({ method: "eth_accounts" })).resolves.toEqual([]);
  });

  it("stops calling a listener once it is removed", async () => {
    const { provider } = createProvider();
    const accountEvents: string[][] = [];
    const listener = (accounts: string[]) => accountEvents.push(accounts);
    provider.on("accountsChanged", listener);
    await provider.request({ method: "eth_requestAccounts" });

    provider.removeListener("accountsChanged", listener);
    provider.setAccount(account1);

    expect(accountEvents).toEqual([]);
  });
});
