import { useCallback, useState } from "react";
import { pointCenterIFOAbi } from "@griddle/sdk";
import {
  toTransactionError,
  useAppChainConfig,
  useSendContractWrite,
  writeFailureText,
} from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import type { IfoShopperTask } from "../model/IfoShopperTask.ts";

export interface ClaimIfoPoints {
  readonly claim: (task: IfoShopperTask) => void;
  /** The offering whose points are being claimed. */
  readonly claiming: string | undefined;
}

/** Claims an offering's points on PointCenterIFO (getPoints), with the outcome as a toast. */
export function useClaimIfoPoints(): ClaimIfoPoints {
  const { t } = useTranslation();
  const { toastSuccess, toastError } = useToast();
  const { sendAndWait } = useSendContractWrite();
  const pointCenter = useAppChainConfig().contracts.profile?.pointCenterIfo;
  const [claiming, setClaiming] = useState<string | undefined>(undefined);
  const claim = useCallback(
    (task: IfoShopperTask) => {
      if (pointCenter === undefined) return;
      const title = task.offering.definition.name;
      setClaiming(task.offering.address);
      sendAndWait({
        calls: [
          {
            address: pointCenter,
            abi: pointCenterIFOAbi,
            functionName: "getPoints",
            args: [task.offering.address],
          },
        ],
        revertAbi: pointCenterIFOAbi,
        record: { summary: t("IFO Shopper: %title%", { title }) },
      })
        .then(() => toastSuccess(t("Success"), t("IFO Shopper: %title%", { title })))
        .catch((error: unknown) => {
          const failure = toTransactionError(error);
          const text = writeFailureText(failure);
          if (text === null) return;
          console.error("Claiming offering points failed", failure);
          toastError(t("Error"), t(text.key, text.data));
        })
        .finally(() => setClaiming(undefined));
    },
    [pointCenter, sendAndWait, t, toastError, toastSuccess],
  );
  return { claim, claiming };
}
