import { useCallback, useMemo, useState } from "react";
import type { Address } from "viem";
import { bunnyFactoryAbi } from "@griddle/sdk";
import {
  toTransactionError,
  useAppChainConfig,
  useChainReads,
  useSendContractWrite,
  writeFailureText,
} from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import { ApprovalState } from "../../../approval/index.ts";
import { buildMintStarterCall } from "../../../collectibles/index.ts";
import { useCakeBalance } from "../../../tokens/index.ts";
import { useCakeApproval } from "../../hooks/useCakeApproval.ts";

export interface StarterStep {
  /** The starter's price in CAKE wei; undefined while read. */
  readonly price: bigint | undefined;
  /** The factory sells one starter per address: true once this one bought it. */
  readonly hasClaimed: boolean | undefined;
  /** Whether the factory sells now (active and past its start block). */
  readonly onSale: boolean | undefined;
  readonly insufficientBalance: boolean;
  readonly approvalState: ApprovalState;
  readonly approve: () => void;
  readonly mint: (bunnyId: number, name: string) => void;
  readonly minting: boolean;
}

/**
 * Step 1, 'Get Starter Collectible': the factory's price and the account's one starter (spec 001
 * section 3: minting factories), CAKE approval for the factory, then mintNFT with its toasts.
 */
export function useStarterStep(account: Address): StarterStep {
  const { t } = useTranslation();
  const { toastSuccess, toastError } = useToast();
  const { sendAndWait } = useSendContractWrite();
  const { cake, profile } = useAppChainConfig().contracts;
  const factory = profile?.factory;
  const [minting, setMinting] = useState(false);
  const calls = useMemo(
    () =>
      factory
        ? [
            { address: factory, abi: bunnyFactoryAbi, functionName: "tokenPrice" as const },
            {
              address: factory,
              abi: bunnyFactoryAbi,
              functionName: "hasClaimed" as const,
              args: [account] as const,
            },
            { address: factory, abi: bunnyFactoryAbi, functionName: "active" as const },
            { address: factory, abi: bunnyFactoryAbi, functionName: "startBlockNumber" as const },
          ]
        : [],
    [factory, account],
  );
  const { data, blockNumber } = useChainReads(calls, { enabled: calls.length > 0 });
  const [price, hasClaimed, active, startBlock] = (data ?? []) as readonly (bigint | boolean | null)[];
  const balance = useCakeBalance(cake, account);
  const { approvalState, approve: sendApproval } = useCakeApproval(
    typeof price === "bigint" ? price : undefined,
    factory,
  );

  const fail = useCallback(
    (error: unknown) => {
      const text = writeFailureText(toTransactionError(error));
      if (text) toastError(t("Error"), t(text.key, text.data));
    },
    [t, toastError],
  );
  const approve = useCallback(() => void sendApproval().catch(fail), [sendApproval, fail]);
  const mint = useCallback(
    (bunnyId: number, name: string) => {
      if (!factory) return;
      setMinting(true);
      const summary = t("Get %name%", { name });
      sendAndWait({
        calls: [buildMintStarterCall(factory, bunnyId)],
        revertAbi: bunnyFactoryAbi,
        record: { summary },
        preview: { title: summary },
      })
        .then(() => toastSuccess(t("Success"), t("%name% is in your wallet", { name })))
        .catch(fail)
        .finally(() => setMinting(false));
    },
    [factory, sendAndWait, t, toastSuccess, fail],
  );

  return {
    price: typeof price === "bigint" ? price : undefined,
    hasClaimed: typeof hasClaimed === "boolean" ? hasClaimed : undefined,
    onSale:
      typeof active === "boolean" && typeof startBlock === "bigint" && blockNumber !== undefined
        ? active && BigInt(blockNumber) >= startBlock
        : undefined,
    insufficientBalance: typeof price === "bigint" && balance !== undefined && balance < price,
    approvalState,
    approve,
    mint,
    minting,
  };
}
