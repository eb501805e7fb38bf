import { useCallback, useMemo, useState } from "react";
import type { Address } from "viem";
import { CurrencyAmount, farmAuctionAbi } from "@griddle/sdk";
import {
  toTransactionError,
  useSendContractWrite,
  writeFailureText,
} from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import { ApprovalState, useApproveCallback } from "../../../approval/index.ts";
import { useCurrency } from "../../../tokens/index.ts";
import type { Auction } from "../../model/Auction.ts";
import type { AuctionPhase } from "../../model/auctionPhase.ts";
import { buildBidCall } from "../../model/farmAuctionCalls.ts";
import { formatCake } from "../../model/formatCake.ts";
import { validateBid, type BidValidation } from "../../model/validateBid.ts";

export interface PlaceBidFlowInput {
  readonly farmAuction: Address;
  readonly cake: Address;
  readonly auction: Auction;
  readonly phase: AuctionPhase;
  readonly whitelisted: boolean;
  readonly currentBid: bigint;
  readonly cakeBalance: bigint | undefined;
}

export interface PlaceBidFlow {
  readonly text: string;
  readonly setText: (text: string) => void;
  readonly validation: BidValidation;
  readonly approvalState: ApprovalState;
  readonly approve: () => void;
  readonly bid: () => void;
  readonly bidding: boolean;
}

/**
 * The bid form's state: the typed amount checked against the auction's rules as it is typed, CAKE's
 * approval through the app's approval flow, and the bid with its toasts. The page's reads follow the
 * latest block, so a mined bid shows in the leaderboard and the balance at once.
 */
export function usePlaceBidFlow(input: PlaceBidFlowInput): PlaceBidFlow {
  const { farmAuction, cake, auction, phase, whitelisted, currentBid, cakeBalance } = input;
  const { t } = useTranslation();
  const locale = useLocale();
  const { toastSuccess, toastError } = useToast();
  const { sendAndWait } = useSendContractWrite();
  const [text, setText] = useState("");
  const [bidding, setBidding] = useState(false);

  const validation = validateBid(text, {
    phase,
    whitelisted,
    currentBid,
    initialBidAmount: auction.initialBidAmount,
    balance: cakeBalance,
  });
  const cakeCurrency = useCurrency(cake);
  const amount = validation.ok ? validation.amount : undefined;
  const amountToApprove = useMemo(
    () =>
      cakeCurrency && amount !== undefined ? CurrencyAmount.fromRawAmount(cakeCurrency, amount) : undefined,
    [cakeCurrency, amount],
  );
  const { approvalState, approve: sendApproval } = useApproveCallback(amountToApprove, farmAuction);

  const reportFailure = useCallback(
    (error: unknown, what: string) => {
      const failure = toTransactionError(error);
      const message = writeFailureText(failure);
      if (message === null) return;
      console.error(what, failure);
      toastError(t("Error"), t(message.key, message.data));
    },
    [t, toastError],
  );

  const approve = useCallback(() => {
    sendApproval().catch((error: unknown) =>
      reportFailure(error, "Approving CAKE for the farm auction failed"),
    );
  }, [reportFailure, sendApproval]);

  const bid = useCallback(() => {
    if (amount === undefined) return;
    setBidding(true);
    const shown = formatCake(amount, locale);
    sendAndWait({
      calls: [buildBidCall(farmAuction, amount)],
      revertAbi: farmAuctionAbi,
      record: {
        summary: t("Bid %amount% CAKE in auction %auctionId%", {
          amount: shown,
          auctionId: String(auction.id),
        }),
      },
    })
      .then(() => {
        toastSuccess(t("Bid placed"), t("You bid %amount% CAKE", { amount: shown }));
        setText("");
      })
      .catch((error: unknown) => reportFailure(error, "Bidding in the farm auction failed"))
      .finally(() => setBidding(false));
  }, [amount, auction.id, farmAuction, locale, reportFailure, sendAndWait, t, toastSuccess]);

  return { text, setText, validation, approvalState, approve, bid, bidding };
}
