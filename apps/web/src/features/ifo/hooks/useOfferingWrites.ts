import { useCallback } from "react";
import type { TransactionReceipt } from "viem";
import { ifoSaleV1Abi, ifoSaleV2Abi } from "@griddle/sdk";
import { useSendContractWrite } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { buildCommitCall, buildHarvestCall, type SaleTarget } from "../model/ifoCalls.ts";

export interface OfferingWrites {
  /** Commits `amount` LP to pool `pid`; resolves once mined, rejects with a TransactionError. */
  readonly commit: (pid: 0 | 1, amount: bigint) => Promise<TransactionReceipt>;
  /** Harvests pool `pid`; resolves once mined, rejects with a TransactionError. */
  readonly harvest: (pid: 0 | 1) => Promise<TransactionReceipt>;
}

/** The sale's writes from the connected account, listed in Recent Transactions. */
export function useOfferingWrites(sale: SaleTarget & { readonly name: string }): OfferingWrites {
  const { t } = useTranslation();
  const { sendAndWait } = useSendContractWrite();
  const revertAbi = sale.version === 1 ? ifoSaleV1Abi : ifoSaleV2Abi;
  const { address, version, name } = sale;
  const commit = useCallback(
    async (pid: 0 | 1, amount: bigint) => {
      const { receipt } = await sendAndWait({
        calls: [buildCommitCall({ address, version }, pid, amount)],
        revertAbi,
        record: { summary: t("Commit LP tokens in the %title% IFO", { title: name }) },
      });
      return receipt;
    },
    [address, name, revertAbi, sendAndWait, t, version],
  );
  const harvest = useCallback(
    async (pid: 0 | 1) => {
      const { receipt } = await sendAndWait({
        calls: [buildHarvestCall({ address, version }, pid)],
        revertAbi,
        record: { summary: t("Harvest the %title% IFO", { title: name }) },
      });
      return receipt;
    },
    [address, name, revertAbi, sendAndWait, t, version],
  );
  return { commit, harvest };
}
