import { useCallback, useContext, useMemo } from "react";
import type { Abi, TransactionReceipt } from "viem";
import { useConfig, useConnection } from "wagmi";
import { useAppChain } from "../useAppChainConfig.ts";
import { assertWalletUnchanged } from "./assertWalletUnchanged.ts";
import type { ContractWriteCall } from "./ContractWriteCall.ts";
import { MissingWriteEnvironmentError } from "./MissingWriteEnvironmentError.ts";
import type { WritePreview } from "./WritePreview.ts";
import type { GasLimit, SendContractWriteReturnType } from "./sendContractWrite.ts";
import { MissingTransactionReviewError } from "./MissingTransactionReviewError.ts";
import { ReviewedWalletsContext } from "./ReviewedWalletsContext.ts";
import { TransactionError } from "./TransactionError.ts";
import { TransactionReviewContext } from "./TransactionReviewContext.ts";
import { WriteEnvironmentContext, type SentTransactionDetails } from "./WriteEnvironmentContext.ts";

export interface ContractWriteRequest<call extends ContractWriteCall> {
  /** The calls that would do the job, in order of preference (see sendContractWrite). */
  readonly calls: readonly call[];
  /** 'estimated' (with a 10% margin) unless given. */
  readonly gasLimit?: GasLimit;
  /** Decodes the revert reason of a call whose estimate failed (see sendContractWrite). */
  readonly revertAbi?: Abi;
  /**
   * Listed in Recent Transactions with these details once sent, which announces it ('Transaction
   * Submitted') and follows it. Left out by writes that announce themselves (the pools' toasts).
   */
  readonly record?: SentTransactionDetails;
  /**
   * How the user sees what it will do before signing: in the dialog that sends it, or, for a one-click
   * write, in the shared review dialog, which opens before anything else happens.
   */
  readonly preview: WritePreview;
}

export type MinedContractWrite<call extends ContractWriteCall> = SendContractWriteReturnType<call> & {
  readonly receipt: TransactionReceipt;
};

export interface SendContractWrite {
  /** Resolves once the wallet has sent the transaction; rejects with a TransactionError. */
  readonly send: <call extends ContractWriteCall>(
    request: ContractWriteRequest<call>,
  ) => Promise<SendContractWriteReturnType<call>>;
  /** Resolves once the transaction was mined and succeeded; rejects with a TransactionError. */
  readonly sendAndWait: <call extends ContractWriteCall>(
    request: ContractWriteRequest<call>,
  ) => Promise<MinedContractWrite<call>>;
}

function useWriteEnvironment() {
  const environment = useContext(WriteEnvironmentContext);
  if (environment === undefined) throw new MissingWriteEnvironmentError();
  return environment;
}

/**
 * Every area's contract writes: sendContractWrite from the connected account on the app's chain at
 * the user's gas price, recorded in Recent Transactions when asked. Rejects with a TransactionError
 * ('unavailable' without an account; 'accountSwitched' or 'networkSwitched', sending nothing, when
 * the wallet switched since the write or its review was prepared); turning it into a text or a
 * toast is the caller's part.
 */
export function useSendContractWrite(): SendContractWrite {
  const config = useConfig();
  const chainId = useAppChain().id;
  const { address: account } = useConnection();
  const { gasPriceWei, recordTransaction } = useWriteEnvironment();
  const openReview = useContext(TransactionReviewContext);
  const reviewedWallets = useContext(ReviewedWalletsContext);

  const send = useCallback(
    async <call extends ContractWriteCall>({
      calls,
      gasLimit,
      revertAbi,
      record,
      preview,
    }: ContractWriteRequest<call>): Promise<SendContractWriteReturnType<call>> => {
      if (!account) throw new TransactionError("unavailable", "Missing dependencies");
      if ("title" in preview) {
        // Before the estimate and the wallet: a cancelled review rejects like a refusal in the wallet.
        if (openReview === undefined) throw new MissingTransactionReviewError();
        await openReview({ calls, revertAbi, review: preview });
      }
      // The wallet may have switched while a review was open: the write was built for `account`,
      // and the dialog that shows it (the shared review or the area's own) for the account pinned then.
      assertWalletUnchanged(config, { accounts: [account, ...(reviewedWallets?.accounts() ?? [])], chainId });
      const { sendContractWrite } = await import("./sendContractWrite.ts");
      const sent = await sendContractWrite(config, {
        chainId,
        account,
        calls,
        gasLimit,
        revertAbi,
        gasPrice: gasPriceWei,
      });
      if (record) recordTransaction({ hash: sent.hash, from: account }, record);
      return sent;
    },
    [account, chainId, config, gasPriceWei, openReview, recordTransaction, reviewedWallets],
  );

  const sendAndWait = useCallback(
    async <call extends ContractWriteCall>(
      request: ContractWriteRequest<call>,
    ): Promise<MinedContractWrite<call>> => {
      const sent = await send(request);
      const { waitForTransactionSuccess } = await import("./waitForTransactionSuccess.ts");
      return { ...sent, receipt: await waitForTransactionSuccess(config, { chainId, hash: sent.hash }) };
    },
    [chainId, config, send],
  );

  return useMemo(() => ({ send, sendAndWait }), [send, sendAndWait]);
}
