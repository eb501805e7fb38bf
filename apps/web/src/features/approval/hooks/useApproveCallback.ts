import { useCallback } from "react";
import { maxUint256, type Address } from "viem";
import { useConnection } from "wagmi";
import type { Currency, CurrencyAmount } from "@griddle/sdk";
import { useSendContractWrite } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { useHasPendingApproval } from "../../transactions/index.ts";
import { ApprovalState } from "../model/ApprovalState.ts";
import { ApproveAbortedError, ApproveFailedError } from "../model/approveErrors.ts";
import { buildApproveCall } from "../model/buildApproveCall.ts";
import { computeApprovalState } from "../model/computeApprovalState.ts";
import { useTokenAllowance } from "./useTokenAllowance.ts";

export interface UseApproveCallbackReturnType {
  readonly approvalState: ApprovalState;
  /** Sends the approval; rejects with ApproveFailedError when the wallet or the node refuses it. */
  readonly approve: () => Promise<void>;
}

/**
 * Whether `spender` may take `amountToApprove`, and the approval that makes it so (spec 000 section
 * 7, Writes: approve): gas estimated for the maximum amount, falling back to the exact amount for
 * tokens that refuse an unlimited allowance, sent with a 10% gas margin and the user's gas price.
 */
export function useApproveCallback(
  amountToApprove: CurrencyAmount<Currency> | undefined,
  spender: Address | undefined,
): UseApproveCallbackReturnType {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const { send } = useSendContractWrite();
  const token = amountToApprove?.currency.isToken ? amountToApprove.currency : undefined;
  const allowance = useTokenAllowance(token?.address, account, spender);
  const pendingApproval = useHasPendingApproval(token?.address, spender);
  const approvalState = computeApprovalState({ amountToApprove, spender, allowance, pendingApproval });

  const approve = useCallback(async () => {
    if (approvalState !== ApprovalState.NOT_APPROVED) {
      console.error(new ApproveAbortedError("approve was called unnecessarily"));
      return;
    }
    if (!token || !account) {
      console.error(new ApproveAbortedError("no token"));
      return;
    }
    if (!amountToApprove) {
      console.error(new ApproveAbortedError("missing amount to approve"));
      return;
    }
    if (!spender) {
      console.error(new ApproveAbortedError("no spender"));
      return;
    }
    const summary = t("Approve %symbol%", { symbol: token.symbol });
    try {
      await send({
        // The maximum first, then exactly the amount for tokens that refuse an unlimited allowance.
        calls: [
          buildApproveCall(token.address, spender, maxUint256),
          buildApproveCall(token.address, spender, amountToApprove.quotient),
        ],
        record: { summary, approval: { tokenAddress: token.address, spender } },
        // The button's own words; the review names the spender and warns of an unlimited amount.
        preview: { title: t("Enable %asset%", { asset: token.symbol }) },
      });
    } catch (error) {
      const failure = new ApproveFailedError({ cause: error });
      console.error(failure);
      throw failure;
    }
  }, [account, amountToApprove, approvalState, send, spender, t, token]);

  return { approvalState, approve };
}
