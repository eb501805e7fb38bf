import { useCallback, useState } from "react";
import type { Hex } from "viem";
import { toTransactionError, transactionErrorText } from "../../../shared/chain/index.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";

/** The transaction dialog's state (spec 000 section 4, Transaction dialog). */
export interface LiquidityTransactionFlowState {
  /** The review step is open (never in expert mode). */
  readonly showConfirm: boolean;
  readonly attemptingTxn: boolean;
  readonly txHash: Hex | undefined;
  readonly error: TranslatableText | undefined;
}

export interface LiquidityTransactionFlow extends LiquidityTransactionFlowState {
  /** Whether any step of the dialog is showing. */
  readonly isOpen: boolean;
  /** The form's main button: the review step, or straight to sending in expert mode. */
  readonly start: () => void;
  readonly send: () => void;
  readonly dismiss: () => void;
}

const closed: LiquidityTransactionFlowState = {
  showConfirm: false,
  attemptingTxn: false,
  txHash: undefined,
  error: undefined,
};

/**
 * From the form's button to a sent transaction: review (skipped in expert mode), waiting for the
 * wallet, then the hash. A rejection in the wallet goes back quietly (spec 000 section 8); any other
 * failure is logged and shown in the dialog, since a silent failure leaves the user guessing.
 * Closing after a sent transaction calls `onSent`, which clears the form.
 */
export function useLiquidityTransactionFlow({
  expertMode,
  submit,
  onSent,
}: {
  expertMode: boolean;
  submit: (() => Promise<Hex>) | undefined;
  onSent: () => void;
}): LiquidityTransactionFlow {
  const [state, setState] = useState<LiquidityTransactionFlowState>(closed);

  const send = useCallback(() => {
    if (!submit) return;
    setState((current) => ({ ...current, attemptingTxn: true, error: undefined, txHash: undefined }));
    submit().then(
      (hash) => setState((current) => ({ ...current, attemptingTxn: false, txHash: hash })),
      (cause: unknown) => {
        const error = toTransactionError(cause);
        if (error.kind === "rejected") {
          setState((current) => ({ ...current, attemptingTxn: false }));
          return;
        }
        console.error(error);
        setState((current) => ({ ...current, attemptingTxn: false, error: transactionErrorText(error) }));
      },
    );
  }, [submit]);

  const start = useCallback(() => {
    if (expertMode) send();
    else setState({ ...closed, showConfirm: true });
  }, [expertMode, send]);

  const dismiss = useCallback(() => {
    if (state.txHash) onSent();
    setState(closed);
  }, [onSent, state.txHash]);

  const isOpen =
    state.showConfirm || state.attemptingTxn || state.txHash !== undefined || state.error !== undefined;
  return { ...state, isOpen, start, send, dismiss };
}
