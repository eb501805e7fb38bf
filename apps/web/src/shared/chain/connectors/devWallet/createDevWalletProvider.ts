import {
  createWalletClient,
  hexToBigInt,
  hexToNumber,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  ProviderDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  type Address,
  type Chain,
  type EIP1193EventMap,
  type Hex,
  type LocalAccount,
  type Transport,
  type TypedDataDefinition,
} from "viem";

export interface DevWalletRequest {
  readonly method: string;
  readonly params?: unknown;
}

type DevWalletEvent = keyof Pick<EIP1193EventMap, "accountsChanged" | "chainChanged" | "disconnect">;

/**
 * An EIP-1193 provider that holds one local key. It answers account and chain questions itself,
 * signs messages, typed data and transactions with the key, and forwards every other request to the
 * chain's RPC. Used only on the local chain, whose keys are the public test mnemonic's.
 */
export interface DevWalletProvider {
  request(args: DevWalletRequest): Promise<unknown>;
  on<event extends DevWalletEvent>(event: event, listener: EIP1193EventMap[event]): void;
  removeListener<event extends DevWalletEvent>(event: event, listener: EIP1193EventMap[event]): void;
  /** Signs with another key from now on and tells listeners (accountsChanged). */
  setAccount(account: LocalAccount): void;
  /** Forgets the account: eth_accounts answers [] until eth_requestAccounts is called again. */
  disconnect(): void;
}

export interface CreateDevWalletProviderParameters {
  /**
   * The key to sign with; none until the connector sets one. Deriving a key from the mnemonic is
   * slow, and wagmi asks every connector for its provider when the app starts.
   */
  readonly account?: LocalAccount;
  readonly chain: Chain;
  /** The chain's JSON-RPC transport: fills and broadcasts transactions, answers all other requests. */
  readonly transport: Transport;
}

/** The fields of an eth_sendTransaction request a dapp may set (all quantities hex). */
interface RpcTransactionRequest {
  readonly from?: unknown;
  readonly to?: unknown;
  readonly data?: unknown;
  readonly input?: unknown;
  readonly value?: unknown;
  readonly gas?: unknown;
  readonly gasPrice?: unknown;
  readonly maxFeePerGas?: unknown;
  readonly maxPriorityFeePerGas?: unknown;
  readonly nonce?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function invalidParams(method: string): Error {
  return Object.assign(new Error(`Invalid params for ${method}`), { code: -32602 });
}

function paramAt(params: unknown, index: number, method: string): unknown {
  if (!Array.isArray(params) || params.length <= index) throw invalidParams(method);
  return params[index];
}

function optionalQuantity(value: unknown, method: string): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string" || !isHex(value)) throw invalidParams(method);
  return hexToBigInt(value);
}

function optionalData(value: unknown, method: string): Hex | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string" || !isHex(value)) throw invalidParams(method);
  return value;
}

export function createDevWalletProvider(parameters: CreateDevWalletProviderParameters): DevWalletProvider {
  const { chain, transport } = parameters;
  let account = parameters.account;
  let connected = false;
  const upstream = transport({ chain, retryCount: 0 }).request;
  // One client for the provider's lifetime: viem remembers per client which optional RPC methods
  // (eth_fillTransaction) the node lacks, instead of asking again on every transaction.
  const walletClient = createWalletClient({ chain, transport });
  const listeners: { [event in DevWalletEvent]: Set<EIP1193EventMap[event]> } = {
    accountsChanged: new Set(),
    chainChanged: new Set(),
    disconnect: new Set(),
  };

  function heldAccount(): LocalAccount {
    if (!account) throw new UnauthorizedProviderError(new Error("The Dev wallet holds no account yet"));
    return account;
  }

  function requireOwnAddress(value: unknown, method: string): LocalAccount {
    if (typeof value !== "string" || !isAddress(value, { strict: false })) throw invalidParams(method);
    const own = heldAccount();
    if (!isAddressEqual(value, own.address)) {
      throw new UnauthorizedProviderError(new Error(`${value} is not the Dev wallet's account`));
    }
    return own;
  }

  async function sendTransaction(params: unknown): Promise<Hex> {
    const method = "eth_sendTransaction";
    const request = paramAt(params, 0, method);
    if (!isRecord(request)) throw invalidParams(method);
    const tx: RpcTransactionRequest = request;
    const signer = tx.from === undefined ? heldAccount() : requireOwnAddress(tx.from, method);
    if (tx.to !== undefined && tx.to !== null && (typeof tx.to !== "string" || !isAddress(tx.to))) {
      throw invalidParams(method);
    }
    const nonce = optionalQuantity(tx.nonce, method);
    const gasPrice = optionalQuantity(tx.gasPrice, method);
    const transaction = {
      account: signer,
      chain,
      to: typeof tx.to === "string" ? (tx.to as Address) : null,
      data: optionalData(tx.data ?? tx.input, method),
      value: optionalQuantity(tx.value, method),
      gas: optionalQuantity(tx.gas, method),
      nonce: nonce === undefined ? undefined : Number(nonce),
    };
    // The wallet client fills whatever the dapp left out (nonce, gas, fees) from the RPC, signs with
    // the local key and broadcasts with eth_sendRawTransaction.
    if (gasPrice !== undefined) return walletClient.sendTransaction({ ...transaction, gasPrice });
    return walletClient.sendTransaction({
      ...transaction,
      maxFeePerGas: optionalQuantity(tx.maxFeePerGas, method),
      maxPriorityFeePerGas: optionalQuantity(tx.maxPriorityFeePerGas, method),
    });
  }

  async function signTypedData(params: unknown): Promise<Hex> {
    const method = "eth_signTypedData_v4";
    const signer = requireOwnAddress(paramAt(params, 0, method), method);
    const payload = paramAt(params, 1, method);
    const typedData: unknown = typeof payload === "string" ? JSON.parse(payload) : payload;
    if (!isRecord(typedData) || !isRecord(typedData.types) || typeof typedData.primaryType !== "string") {
      throw invalidParams(method);
    }
    // viem derives the domain type itself and rejects a typed-data definition that repeats it.
    const { EIP712Domain: _domainType, ...types } = typedData.types;
    const definition = {
      domain: isRecord(typedData.domain) ? typedData.domain : {},
      types,
      primaryType: typedData.primaryType,
      message: isRecord(typedData.message) ? typedData.message : {},
    } as TypedDataDefinition;
    return signer.signTypedData(definition);
  }

  async function personalSign(params: unknown): Promise<Hex> {
    const method = "personal_sign";
    const message = paramAt(params, 0, method);
    const signer = requireOwnAddress(paramAt(params, 1, method), method);
    if (typeof message !== "string") throw invalidParams(method);
    return signer.signMessage({ message: isHex(message) ? { raw: message } : message });
  }

  function switchChain(params: unknown): null {
    const method = "wallet_switchEthereumChain";
    const target = paramAt(params, 0, method);
    if (!isRecord(target) || typeof target.chainId !== "string" || !isHex(target.chainId)) {
      throw invalidParams(method);
    }
    if (hexToNumber(target.chainId) !== chain.id) {
      throw new SwitchChainError(new Error(`The Dev wallet only knows chain ${chain.id}`));
    }
    return null;
  }

  return {
    async request({ method, params }) {
      switch (method) {
        case "eth_requestAccounts": {
          const own = heldAccount();
          connected = true;
          return [own.address];
        }
        case "eth_accounts":
          return connected && account ? [account.address] : [];
        case "eth_chainId":
          return numberToHex(chain.id);
        case "wallet_switchEthereumChain":
          return switchChain(params);
        case "eth_sendTransaction":
          return sendTransaction(params);
        case "personal_sign":
          return personalSign(params);
        case "eth_signTypedData_v4":
          return signTypedData(params);
        default:
          return upstream({ method, params });
      }
    },
    on(event, listener) {
      listeners[event].add(listener);
    },
    removeListener(event, listener) {
      listeners[event].delete(listener);
    },
    setAccount(next) {
      if (account && isAddressEqual(next.address, account.address)) return;
      account = next;
      if (connected) for (const listener of listeners.accountsChanged) listener([next.address]);
    },
    disconnect() {
      if (!connected) return;
      connected = false;
      for (const listener of listeners.accountsChanged) listener([]);
      const error = new ProviderDisconnectedError(new Error("The Dev wallet was disconnected"));
      for (const listener of listeners.disconnect) listener(error);
    },
  };
}
