import { useCallback, useState } from "react";
import type { Hex } from "viem";
import type { Percent } from "@griddle/sdk";
import { useTranslation } from "../../../shared/i18n/index.ts";
import type { AnyTrade } from "../model/AnyTrade.ts";
import { PRICE_IMPACT_CONFIRM_TEXT, priceImpactConfirmation } from "../model/priceImpactConfirmation.ts";
import { PRICE_IMPACT_CONFIRM } from "../model/priceImpactThresholds.ts";
import { swapErrorText } from "../model/swapErrorText.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";
import { usePlaySwapSound } from "./usePlaySwapSound.ts";

/** The confirm dialog's state (spec 000 section 3: trade to confirm, attempting, error, hash). */
export interface SwapFlowState {
  readonly showConfirm: boolean;
  readonly tradeToConfirm: AnyTrade | null;
  readonly attemptingTxn: boolean;
  readonly error: TranslatableText | undefined;
  readonly txHash: Hex | undefined;
  /** The typed 'confirm' prompt for a price impact of 15% or more is open. */
  readonly typedConfirmOpen: boolean;
}

export interface SwapFlow extends SwapFlowState {
  /** The swap button: the confirm dialog, or straight to sending in expert mode. */
  readonly start: () => void;
  readonly acceptChanges: () => void;
  /** 'Confirm Swap': asks for the price-impact confirmations, then sends. */
  readonly confirm: () => void;
  readonly confirmTyped: () => void;
  readonly cancelTyped: () => void;
  readonly dismiss: () => void;
}

const initialState: SwapFlowState = {
  showConfirm: false,
  tradeToConfirm: null,
  attemptingTxn: false,
  error: undefined,
  txHash: undefined,
  typedConfirmOpen: false,
};

/**
 * From the swap button to a sent swap: the confirm dialog (skipped in expert mode), a browser confirm
 * from 10% price impact, a typed 'confirm' from 15%, sending, and what follows: the hash and a sound,
 * or the error. After a successful swap the form's amount is cleared (`onSwapped`).
 */
export function useSwapFlow({
  trade,
  swap,
  expertMode,
  priceImpactWithoutFee,
  onSwapped,
}: {
  trade: AnyTrade | null;
  swap: (() => Promise<Hex>) | undefined;
  expertMode: boolean;
  priceImpactWithoutFee: Percent | undefined;
  onSwapped: () => void;
}): SwapFlow {
  const { t } = useTranslation();
  const playSwapSound = usePlaySwapSound();
  const [state, setState] = useState<SwapFlowState>(initialState);

  const send = useCallback(
    (inDialog: boolean) => {
      if (!swap) return;
      setState((current) => ({ ...current, attemptingTxn: true, error: undefined, txHash: undefined }));
      swap().then(
        (hash) => {
          playSwapSound();
          setState((current) => ({ ...current, attemptingTxn: false, txHash: hash }));
          // Without the dialog there is no closing to wait for.
          if (!inDialog) onSwapped();
        },
        (error: unknown) =>
          setState((current) => ({ ...current, attemptingTxn: false, error: swapErrorText(error) })),
      );
    },
    [onSwapped, playSwapSound, swap],
  );

  const confirmAndSend = useCallback(
    (inDialog: boolean) => {
      const confirmation = priceImpactConfirmation(priceImpactWithoutFee);
      if (confirmation === "typedConfirm") {
        setState((current) => ({ ...current, typedConfirmOpen: true }));
        return;
      }
      if (
        confirmation === "confirm" &&
        !window.confirm(t(PRICE_IMPACT_CONFIRM_TEXT, { percent: PRICE_IMPACT_CONFIRM.toFixed(0) }))
      ) {
        return;
      }
      send(inDialog);
    },
    [priceImpactWithoutFee, send, t],
  );

  const start = useCallback(() => {
    if (expertMode) {
      confirmAndSend(false);
      return;
    }
    setState({ ...initialState, showConfirm: true, tradeToConfirm: trade });
  }, [confirmAndSend, expertMode, trade]);

  const acceptChanges = useCallback(
    () => setState((current) => ({ ...current, tradeToConfirm: trade })),
    [trade],
  );
  const confirm = useCallback(() => confirmAndSend(true), [confirmAndSend]);
  const confirmTyped = useCallback(() => {
    setState((current) => ({ ...current, typedConfirmOpen: false }));
    send(state.showConfirm);
  }, [send, state.showConfirm]);
  const cancelTyped = useCallback(() => setState((current) => ({ ...current, typedConfirmOpen: false })), []);
  const dismiss = useCallback(() => {
    if (state.txHash) onSwapped();
    setState(initialState);
  }, [onSwapped, state.txHash]);

  return { ...state, start, acceptChanges, confirm, confirmTyped, cancelTyped, dismiss };
}
