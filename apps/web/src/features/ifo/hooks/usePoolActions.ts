import { useCallback, useMemo, useState } from "react";
import { CurrencyAmount, Token } from "@griddle/sdk";
import { toTransactionError, useAppChain, writeFailureText } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { useToast } from "../../../shared/toast/index.ts";
import { ApprovalState, useApproveCallback } from "../../approval/index.ts";
import type { Offering, OfferingPool, UserPool } from "../model/Offering.ts";
import { maxCommit } from "../model/maxCommit.ts";
import { parseCommitAmount, type CommitAmount } from "../model/parseCommitAmount.ts";
import { useOfferingWrites } from "./useOfferingWrites.ts";

export interface PoolActions {
  readonly amountText: string;
  readonly setAmountText: (text: string) => void;
  readonly amount: CommitAmount;
  /** The most the account can commit now (its balance, within the limit per user). */
  readonly max: bigint;
  readonly approvalState: ApprovalState;
  readonly approve: () => void;
  readonly commit: () => void;
  readonly committing: boolean;
  readonly harvest: () => void;
  readonly harvesting: boolean;
}

const NO_COMMITMENT: Pick<UserPool, "amount"> = { amount: 0n };

/**
 * A pool's commit form and harvest: the typed amount checked against the balance and the limit per
 * user, the LP approval for the sale, the writes, and their outcome as toasts.
 */
export function usePoolActions(
  offering: Offering,
  pool: OfferingPool,
  userPool: UserPool | undefined,
  lpBalance: bigint | undefined,
): PoolActions {
  const { t } = useTranslation();
  const { toastSuccess, toastError } = useToast();
  const chainId = useAppChain().id;
  const { definition, address } = offering;
  const writes = useOfferingWrites({ address, version: definition.version, name: definition.name });
  const [amountText, setAmountText] = useState("");
  const [committing, setCommitting] = useState(false);
  const [harvesting, setHarvesting] = useState(false);

  const balance = lpBalance ?? 0n;
  const max = maxCommit(pool, userPool ?? NO_COMMITMENT, balance);
  const committed = userPool?.amount ?? 0n;
  const limitLeft =
    pool.limitPerUser === 0n ? undefined : pool.limitPerUser > committed ? pool.limitPerUser - committed : 0n;
  const amount = parseCommitAmount(amountText, { balance, limitLeft });

  const lpToken = useMemo(
    () => new Token(chainId, offering.lpToken, 18, "Cake-LP", "CAKE-BNB LP"),
    [chainId, offering.lpToken],
  );
  const toApprove =
    amount.kind === "valid" ? CurrencyAmount.fromRawAmount(lpToken, amount.amount) : undefined;
  const { approvalState, approve: sendApproval } = useApproveCallback(toApprove, address);

  const reportFailure = useCallback(
    (error: unknown, what: string) => {
      const failure = toTransactionError(error);
      const text = writeFailureText(failure);
      if (text === null) return;
      console.error(what, failure);
      toastError(t("Error"), t(text.key, text.data));
    },
    [t, toastError],
  );

  const approve = useCallback(() => {
    sendApproval().catch((error: unknown) => reportFailure(error, "Approving LP for the offering failed"));
  }, [reportFailure, sendApproval]);

  const commit = useCallback(() => {
    if (amount.kind !== "valid") return;
    setCommitting(true);
    writes
      .commit(pool.pid, amount.amount)
      .then(() => {
        setAmountText("");
        toastSuccess(
          t("Success"),
          t("You have contributed %amount% CAKE-BNB LP tokens to this pool!", { amount: amountText.trim() }),
        );
      })
      .catch((error: unknown) => reportFailure(error, "Committing to the offering failed"))
      .finally(() => setCommitting(false));
  }, [amount, amountText, pool.pid, reportFailure, t, toastSuccess, writes]);

  const harvest = useCallback(() => {
    setHarvesting(true);
    writes
      .harvest(pool.pid)
      .then(() => toastSuccess(t("Harvested!"), t("Harvest the %title% IFO", { title: definition.name })))
      .catch((error: unknown) => reportFailure(error, "Harvesting the offering failed"))
      .finally(() => setHarvesting(false));
  }, [definition.name, pool.pid, reportFailure, t, toastSuccess, writes]);

  return {
    amountText,
    setAmountText,
    amount,
    max,
    approvalState,
    approve,
    commit,
    committing,
    harvest,
    harvesting,
  };
}
