import type { Page } from "playwright-core";
import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import {
  createWalletClient,
  http,
  isAddressEqual,
  numberToHex,
  type Address,
  type Hex,
  type TransactionRequest,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { installTestWalletProvider } from "./testWalletPage.ts";

export const TEST_WALLET_NAME = "Griddle Test Wallet";

export interface TestWallet {
  /** The account the wallet was injected with (switchAccount selects another). */
  readonly address: Address;
  /** Every request the page made, in order: tests assert on what the app asked the wallet. */
  readonly requests: string[];
  /** Hashes of the transactions the wallet sent for the page, in order. */
  readonly sentTransactions: Hex[];
  /** Resolves with the hash of the `index`-th transaction (from 0) once the wallet has sent it. */
  transactionSent(index: number): Promise<Hex>;
  /** Makes the wallet report another chain, as a user switching networks in their wallet. */
  switchChain(chainId: number): Promise<void>;
  /**
   * Makes another dev account the wallet's selected one and tells the page (accountsChanged), as a
   * user switching accounts in their wallet; resolves with its address. With `keepPrevious` the
   * accounts listed before stay connected after it, as in a wallet the site may use several
   * accounts of: a write from one of them is still signed, so only the app can refuse it.
   */
  switchAccount(accountIndex: number, options?: { keepPrevious?: boolean }): Promise<Address>;
  /** The next request of this method is refused with code 4001, as a user pressing Reject. */
  rejectNext(method: string): void;
}

interface RpcRequest {
  method: string;
  params?: unknown[];
}

/**
 * Installs an EIP-1193 wallet in the page before the app loads, backed by a dev account of the
 * public test mnemonic. Signing happens here in Node with viem; reads go to the chain's RPC.
 */
export async function injectTestWallet(
  page: Page,
  options: {
    rpcUrl: string;
    chainId: number;
    accountIndex: number;
    /** Methods this wallet does not implement: they fail with code -32601, as such a wallet answers. */
    unsupportedMethods?: readonly string[];
  },
): Promise<TestWallet> {
  const walletFor = (addressIndex: number) => {
    const signer = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex });
    return {
      account: signer,
      walletClient: createWalletClient({ account: signer, transport: http(options.rpcUrl) }),
    };
  };
  const injected = walletFor(options.accountIndex);
  /** The accounts the site may use, the selected one first, as eth_accounts lists them. */
  let listed = [injected];
  let chainId = options.chainId;
  let connected = false;
  const rejections = new Set<string>();
  const requests: string[] = [];
  const sentTransactions: Hex[] = [];
  const sentListeners = new Set<() => void>();

  const forward = async (request: RpcRequest): Promise<unknown> => {
    const response = await fetch(options.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: request.method, params: request.params ?? [] }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
    return body.result;
  };

  const selected = () => listed[0] ?? injected;
  const listedAddresses = () => listed.map(({ account }) => account.address);
  /** The listed account a transaction names as `from` (the selected one when it names none). */
  const signerFor = (from: Address | undefined) => {
    if (from === undefined) return selected();
    const signer = listed.find(({ account }) => isAddressEqual(account.address, from));
    if (signer === undefined)
      throw Object.assign(new Error("The requested account has not been authorized by the user."), {
        code: 4100,
      });
    return signer;
  };

  const handle = async (request: RpcRequest): Promise<unknown> => {
    switch (request.method) {
      case "eth_requestAccounts":
        connected = true;
        return listedAddresses();
      case "eth_accounts":
        return connected ? listedAddresses() : [];
      case "eth_chainId":
        return numberToHex(chainId);
      case "net_version":
        return String(chainId);
      case "wallet_requestPermissions":
        connected = true;
        return [{ parentCapability: "eth_accounts" }];
      case "wallet_revokePermissions":
        connected = false;
        return null;
      case "wallet_switchEthereumChain": {
        const [{ chainId: wanted }] = request.params as [{ chainId: Hex }];
        if (Number(wanted) !== options.chainId) {
          throw Object.assign(new Error("Unrecognized chain ID"), { code: 4902 });
        }
        await switchTo(options.chainId);
        return null;
      }
      case "eth_sendTransaction": {
        const [tx] = request.params as [
          TransactionRequest & { gas?: Hex; gasPrice?: Hex; value?: Hex; data?: Hex; to?: Address },
        ];
        const hash = await signerFor(tx.from).walletClient.sendTransaction({
          chain: null,
          to: tx.to,
          data: tx.data,
          value: tx.value === undefined ? undefined : BigInt(tx.value),
          gas: tx.gas === undefined ? undefined : BigInt(tx.gas),
          // The app sets the gas price from its settings; a wallet honours it.
          ...(tx.gasPrice === undefined ? {} : { gasPrice: BigInt(tx.gasPrice) }),
        });
        sentTransactions.push(hash);
        sentListeners.forEach((listener) => listener());
        return hash;
      }
      case "personal_sign": {
        const [message] = request.params as [Hex];
        return selected().account.signMessage({ message: { raw: message } });
      }
      case "eth_signTypedData_v4": {
        const [, typedData] = request.params as [Address, string];
        return selected().account.signTypedData(JSON.parse(typedData));
      }
      default:
        return forward(request);
    }
  };

  await page.exposeFunction("__griddleTestWallet", async (payload: string): Promise<string> => {
    const request = JSON.parse(payload) as RpcRequest;
    requests.push(request.method);
    try {
      if (rejections.delete(request.method)) {
        throw Object.assign(new Error("User rejected the request."), { code: 4001 });
      }
      if (options.unsupportedMethods?.includes(request.method)) {
        throw Object.assign(new Error(`The method ${request.method} is not supported.`), { code: -32601 });
      }
      return JSON.stringify({ result: await handle(request) });
    } catch (error) {
      const { code = -32603, message = String(error) } = error as { code?: number; message?: string };
      return JSON.stringify({ error: { code, message } });
    }
  });
  await page.addInitScript(installTestWalletProvider, {
    name: TEST_WALLET_NAME,
    rdns: "finance.griddle.testwallet",
    uuid: "6f1c4cc2-41d6-4b7a-9d0f-3a8e5b7c2d10",
  });

  async function switchAccountTo(accountIndex: number, { keepPrevious = false } = {}): Promise<Address> {
    const next = walletFor(accountIndex);
    listed = [next, ...(keepPrevious ? listed : [])];
    await page.evaluate(
      (addresses) =>
        (
          window as unknown as { __griddleTestWalletEmit: (e: string, v: unknown) => void }
        ).__griddleTestWalletEmit("accountsChanged", addresses),
      listedAddresses(),
    );
    return next.account.address;
  }

  async function switchTo(next: number): Promise<void> {
    chainId = next;
    await page.evaluate(
      (hex) =>
        (
          window as unknown as { __griddleTestWalletEmit: (e: string, v: unknown) => void }
        ).__griddleTestWalletEmit("chainChanged", hex),
      numberToHex(next),
    );
  }

  return {
    address: injected.account.address,
    requests,
    sentTransactions,
    transactionSent: (index) =>
      new Promise((resolve) => {
        const check = () => {
          const hash = sentTransactions[index];
          if (hash === undefined) return;
          sentListeners.delete(check);
          resolve(hash);
        };
        sentListeners.add(check);
        check();
      }),
    switchChain: switchTo,
    switchAccount: switchAccountTo,
    rejectNext: (method) => rejections.add(method),
  };
}
