import { useCallback, useState } from "react";
import type { Address } from "viem";
import { toTransactionError } from "../../../../shared/chain/index.ts";
import { formatExactBnbAmount } from "../../page/model/predictionFigures.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import { predictionWriteErrorText } from "../../model/predictionWriteErrorText.ts";
import { collectSuccessToast } from "../model/collectSuccessToast.ts";
import { useClaimRounds } from "./useClaimRounds.ts";

export interface CollectFlow {
  /** Claims round `epoch`: 'Collect Winnings' and 'Reclaim' on a card, 'Collect' in the history pane. */
  readonly collect: (epoch: bigint) => void;
  /** Rounds whose claim is on its way: their buttons wait. */
  readonly collecting: ReadonlySet<bigint>;
}

/**
 * The collect flow every 'Collect' of the screen starts, so the cards and the history pane behave
 * alike: the claim is sent at once, `onCollected` learns of it as soon as it is mined (the screen
 * marks the round claimed and reads it again), and a toast tells what arrived or, unless the user
 * refused in the wallet, that it could not be collected. The feedback side of useClaimRounds.
 */
export function useCollectFlow(
  game: Address,
  onCollected: (epochs: readonly bigint[], blockNumber: bigint) => void,
): CollectFlow {
  const { t } = useTranslation();
  const locale = useLocale();
  const { toastSuccess, toastError } = useToast();
  const claimRounds = useClaimRounds(game);
  const [collecting, setCollecting] = useState<ReadonlySet<bigint>>(() => new Set());

  const collect = useCallback(
    (epoch: bigint) => {
      setCollecting((current) => new Set(current).add(epoch));
      claimRounds([epoch])
        .then(({ receipt, amount }) => {
          onCollected([epoch], receipt.blockNumber);
          const toast = collectSuccessToast(formatExactBnbAmount(amount, locale));
          toastSuccess(t(toast.title.key), t(toast.description.key, toast.description.data));
        })
        .catch((error: unknown) => {
          const failure = toTransactionError(error);
          const text = predictionWriteErrorText("collect", failure);
          if (text === null) return;
          console.error(`Collecting round ${epoch} failed`, failure);
          toastError(t("Error"), t(text.key));
        })
        .finally(() =>
          setCollecting((current) => {
            const next = new Set(current);
            next.delete(epoch);
            return next;
          }),
        );
    },
    [claimRounds, locale, onCollected, t, toastError, toastSuccess],
  );

  return { collect, collecting };
}
