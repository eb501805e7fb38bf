import { useCallback, useMemo, useState } from "react";
import type { Address } from "viem";
import { CurrencyAmount } from "@griddle/sdk";
import { toTransactionError, writeFailureText } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import { ApprovalState, useApproveCallback } from "../../../approval/index.ts";
import { useCurrency } from "../../../tokens/index.ts";
import type { LotteryRound } from "../../model/LotteryRound.ts";

import { describeTicketCost, type TicketCost } from "../model/describeTicketCost.ts";
import { duplicateTicketIndexes } from "../model/duplicateTicketIndexes.ts";
import { parseTicketQuantity, type TicketQuantity } from "../model/parseTicketQuantity.ts";
import { randomTicketNumbers } from "../model/randomTicketNumbers.ts";
import { setTicketDigit } from "../model/setTicketDigit.ts";
import { useBuyTickets } from "./useBuyTickets.ts";

export interface BuyTicketsFlowInput {
  readonly lottery: Address;
  readonly cake: Address;
  readonly round: LotteryRound;
  readonly maxTickets: number;
  /** The account's CAKE balance; undefined while it loads. */
  readonly cakeBalance: bigint | undefined;
}

export interface BuyTicketsFlow {
  readonly quantityText: string;
  readonly setQuantityText: (text: string) => void;
  readonly quantity: TicketQuantity;
  /** Undefined while the quantity is not one that can be bought. */
  readonly cost: TicketCost | undefined;
  readonly insufficientBalance: boolean;
  readonly approvalState: ApprovalState;
  readonly approve: () => void;
  readonly numbers: readonly number[];
  readonly duplicates: ReadonlySet<number>;
  readonly randomize: () => void;
  readonly setDigit: (ticket: number, position: number, digit: number) => void;
  /** Buys the shown numbers: 'Buy Instantly' and 'Confirm and buy' alike. */
  readonly buy: () => void;
  readonly buying: boolean;
}

/**
 * The buy dialog's state and actions: the quantity and its cost with the bulk discount, a random
 * number per ticket (re-drawn on 'Randomize', editable digit by digit, repeats refused), the CAKE
 * approval through the app's approval flow, and the purchase with its toasts. The page's reads follow
 * the latest block, so the mined purchase shows in 'Your tickets' and the balance at once.
 */
export function useBuyTicketsFlow(input: BuyTicketsFlowInput, onDone: () => void): BuyTicketsFlow {
  const { lottery, cake, round, maxTickets, cakeBalance } = input;
  const { t } = useTranslation();
  const { toastSuccess, toastError } = useToast();
  const buyTickets = useBuyTickets(lottery);
  const [quantityText, setQuantity] = useState("1");
  const [numbers, setNumbers] = useState<readonly number[]>(() => randomTicketNumbers(1));
  const [buying, setBuying] = useState(false);

  const quantity = parseTicketQuantity(quantityText, maxTickets);
  const cost = quantity.ok
    ? describeTicketCost(quantity.count, round.priceTicketInCake, round.discountDivisor)
    : undefined;
  const cakeCurrency = useCurrency(cake);
  const amountToApprove = useMemo(
    () => (cakeCurrency && cost ? CurrencyAmount.fromRawAmount(cakeCurrency, cost.total) : undefined),
    [cakeCurrency, cost],
  );
  const { approvalState, approve: sendApproval } = useApproveCallback(amountToApprove, lottery);

  const setQuantityText = useCallback(
    (text: string) => {
      setQuantity(text);
      const parsed = parseTicketQuantity(text, maxTickets);
      if (parsed.ok) setNumbers(randomTicketNumbers(parsed.count));
    },
    [maxTickets],
  );
  const randomize = useCallback(() => setNumbers((current) => randomTicketNumbers(current.length)), []);
  const setDigit = useCallback(
    (ticket: number, position: number, digit: number) =>
      setNumbers((current) =>
        current.map((number, index) => (index === ticket ? setTicketDigit(number, position, digit) : number)),
      ),
    [],
  );

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
    sendApproval().catch((error: unknown) => reportFailure(error, "Approving CAKE for the lottery failed"));
  }, [reportFailure, sendApproval]);

  const buy = useCallback(() => {
    setBuying(true);
    buyTickets(round.lotteryId, numbers)
      .then(() => {
        toastSuccess(t("Lottery tickets purchased!"), t("Good luck!"));
        onDone();
      })
      .catch((error: unknown) => reportFailure(error, "Buying lottery tickets failed"))
      .finally(() => setBuying(false));
  }, [buyTickets, numbers, onDone, reportFailure, round.lotteryId, t, toastSuccess]);

  return {
    quantityText,
    setQuantityText,
    quantity,
    cost,
    insufficientBalance: cost !== undefined && cakeBalance !== undefined && cost.total > cakeBalance,
    approvalState,
    approve,
    numbers,
    duplicates: duplicateTicketIndexes(numbers),
    randomize,
    setDigit,
    buy,
    buying,
  };
}
