import { useCallback, useState } from "react";
import { toTransactionError, writeFailureText } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { useToast } from "../../../shared/toast/index.ts";

export interface CompetitionAction {
  readonly run: () => void;
  readonly busy: boolean;
}

/**
 * Runs one competition transaction (`send`) with its success toast; a failure is one error toast in
 * the spec's words (a wallet rejection says so), never silent.
 */
export function useCompetitionAction(
  send: () => Promise<unknown>,
  success: { readonly title: string; readonly text: string },
  what: string,
): CompetitionAction {
  const { t } = useTranslation();
  const { toastSuccess, toastError } = useToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(() => {
    setBusy(true);
    send()
      .then(() => toastSuccess(success.title, success.text))
      .catch((error: unknown) => {
        const failure = toTransactionError(error);
        const text = writeFailureText(failure);
        if (text === null) return;
        console.error(`${what} failed`, failure);
        toastError(t("Error"), t(text.key, text.data));
      })
      .finally(() => setBusy(false));
  }, [send, success.text, success.title, t, toastError, toastSuccess, what]);
  return { run, busy };
}
