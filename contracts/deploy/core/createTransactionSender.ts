import {
  getContractAddress,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from "viem";
import { DeploymentTransactionError } from "./DeploymentTransactionError.ts";

/** What the deployment sends: contract creation when `to` is absent. */
export interface TransactionRequest {
  /** What the transaction does, for the error if it fails. */
  readonly step: string;
  readonly to?: Address;
  readonly data: Hex;
  readonly value?: bigint;
}

/** Sends the deployer's transactions back to back with locally counted nonces. */
export interface TransactionSender {
  readonly deployer: Address;
  /** Sends a transaction and returns its hash without waiting for its receipt. */
  send(request: TransactionRequest): Promise<Hash>;
  /** Sends a contract creation and returns the address it deploys to (derived from the nonce). */
  deploy(step: string, data: Hex): Promise<Address>;
  /** Waits for every transaction sent since the last call and throws for the first that failed. */
  confirm(): Promise<readonly TransactionReceipt[]>;
}

// Every transaction gets this limit, so nothing waits for eth_estimateGas: only used gas is paid, and
// an automining node mines each transaction in a block of its own, far below the block gas limit.
const GAS_LIMIT = 12_000_000n;

/**
 * One round trip per transaction: the nonce is counted here and gas and fees are fixed up front, so a
 * local-key wallet asks the node nothing but to take the signed transaction. Receipts are fetched
 * together once per batch. The node must mine sent transactions in order (automining or a mempool),
 * as local nodes do.
 */
export async function createTransactionSender(
  publicClient: PublicClient,
  walletClient: WalletClient<Transport, Chain, Account>,
): Promise<TransactionSender> {
  const account = walletClient.account;
  let nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: "pending" });
  const fees = await publicClient.estimateFeesPerGas();
  // Head room for a base fee that rises during the deployment; the unused part is never paid.
  const maxFeePerGas = fees.maxFeePerGas * 4n;
  const maxPriorityFeePerGas = fees.maxPriorityFeePerGas;
  let pending: { step: string; hash: Hash }[] = [];

  const send = async (request: TransactionRequest): Promise<Hash> => {
    try {
      const hash = await walletClient.sendTransaction({
        account,
        chain: walletClient.chain,
        to: request.to,
        data: request.data,
        value: request.value,
        nonce,
        gas: GAS_LIMIT,
        maxFeePerGas,
        maxPriorityFeePerGas,
      });
      nonce += 1;
      pending.push({ step: request.step, hash });
      return hash;
    } catch (cause) {
      throw new DeploymentTransactionError(request.step, { cause });
    }
  };

  return {
    deployer: account.address,
    send,
    async deploy(step, data) {
      const address = getContractAddress({ from: account.address, nonce: BigInt(nonce) });
      await send({ step, data });
      return address;
    },
    async confirm() {
      const batch = pending;
      pending = [];
      // Asked for all at once: one at a time, a batch of hundreds takes half a second of round trips.
      const receipts = await Promise.all(
        batch.map(({ hash }) => publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })),
      );
      for (const [index, receipt] of receipts.entries()) {
        const sent = batch[index];
        if (sent !== undefined && receipt.status !== "success") {
          throw new DeploymentTransactionError(sent.step, { hash: sent.hash });
        }
      }
      return receipts;
    },
  };
}
