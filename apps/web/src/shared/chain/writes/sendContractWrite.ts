import type { Abi, Address, Client, Hex } from "viem";
import { getClient, sendTransaction, type Config } from "@wagmi/core";
import { call as staticCall, estimateGas } from "viem/actions";
import { assertWalletUnchanged } from "./assertWalletUnchanged.ts";
import { calculateGasMargin } from "./calculateGasMargin.ts";
import type { ContractWriteCall } from "./ContractWriteCall.ts";
import { findFirstEstimatedCall } from "./findFirstEstimatedCall.ts";
import { toEstimateFailure, type StaticCallOutcome } from "./toEstimateFailure.ts";
import { TransactionError } from "./TransactionError.ts";
import { toTransactionError } from "./toTransactionError.ts";
import { toTransactionRequest } from "./toTransactionRequest.ts";

/**
 * How the gas limit is set: 'estimated' here with a 10% margin (spec 000 section 7), a fixed limit
 * (the pools', farms' and vault's writes), or 'byWallet', left to the wallet (wrapping BNB).
 */
export type GasLimit = "estimated" | "byWallet" | bigint;

export interface SendContractWriteParameters<call extends ContractWriteCall = ContractWriteCall> {
  readonly chainId: number;
  readonly account: Address;
  /**
   * The calls that would do the job, in order of preference: the first whose gas estimate succeeds
   * is sent. With a fixed or the wallet's gas limit nothing is estimated and the first is sent.
   */
  readonly calls: readonly call[];
  /** 'estimated' unless given. */
  readonly gasLimit?: GasLimit;
  /**
   * With it, when every estimate failed a static call of the last call names the revert reason,
   * decoded with this ABI ('wouldRevert'); without it the estimate's own error is thrown.
   */
  readonly revertAbi?: Abi;
  /** The user's gas price; undefined leaves it to the wallet. */
  readonly gasPrice: bigint | undefined;
}

export interface SendContractWriteReturnType<call extends ContractWriteCall = ContractWriteCall> {
  readonly hash: Hex;
  /** The call that was sent. */
  readonly call: call;
}

export type SendContractWriteErrorType = TransactionError;

async function staticCallOutcome(client: Client, request: Parameters<typeof staticCall>[1]) {
  try {
    await staticCall(client, request);
    return { ok: true } satisfies StaticCallOutcome;
  } catch (error) {
    return { ok: false, error } satisfies StaticCallOutcome;
  }
}

async function estimateFirstCall<call extends ContractWriteCall>(
  config: Config,
  { chainId, account, calls, revertAbi }: SendContractWriteParameters<call>,
): Promise<{ call: call; gas: bigint }> {
  const client = getClient(config, { chainId });
  if (!client) throw new TransactionError("unavailable", "Missing dependencies");
  const estimated = await findFirstEstimatedCall(calls, (call) =>
    estimateGas(client, { account, ...toTransactionRequest(call) }),
  );
  if ("gas" in estimated) return { call: estimated.call, gas: calculateGasMargin(estimated.gas) };
  if (!revertAbi) throw toTransactionError(estimated.error, "estimateFailed");
  console.info("Gas estimate failed, trying eth_call to extract error", estimated.call, estimated.error);
  const request = { account, ...toTransactionRequest(estimated.call) };
  throw toEstimateFailure(await staticCallOutcome(client, request), estimated.error, revertAbi);
}

/**
 * Sends a contract write the one way every area does (spec 000 section 7, Writes): the gas limit
 * estimated with a 10% margin (trying the calls in turn), fixed, or left to the wallet; the user's
 * gas price; the connected account. Resolves once the wallet has sent it; rejects with a
 * TransactionError. Loaded on a write's first click only (useSendContractWrite imports it then):
 * viem's estimate and send code is not needed to show a page.
 */
export async function sendContractWrite<call extends ContractWriteCall>(
  config: Config,
  parameters: SendContractWriteParameters<call>,
): Promise<SendContractWriteReturnType<call>> {
  const { chainId, account, calls, gasLimit = "estimated", gasPrice } = parameters;
  const { call, gas }: { call: call | undefined; gas: bigint | undefined } =
    gasLimit === "estimated"
      ? await estimateFirstCall(config, parameters)
      : { call: calls[0], gas: gasLimit === "byWallet" ? undefined : gasLimit };
  if (call === undefined) throw new TransactionError("noCall", "None of the calls threw an error");
  // Again at the last moment: the wallet may have switched while the gas was estimated.
  assertWalletUnchanged(config, { accounts: [account], chainId });
  try {
    const hash = await sendTransaction(config, {
      ...toTransactionRequest(call),
      account,
      chainId,
      gas,
      gasPrice,
    });
    return { hash, call };
  } catch (error) {
    throw toTransactionError(error, "sendFailed");
  }
}
