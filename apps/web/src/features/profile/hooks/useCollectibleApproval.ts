import { useCallback, useMemo, useState } from "react";
import { isAddressEqual, type Address } from "viem";
import { griddleBunniesAbi } from "@griddle/sdk";
import { useChainReads, useSendContractWrite } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { buildApproveCollectibleCall } from "../../collectibles/index.ts";

export interface CollectibleApproval {
  /** Undefined while it is read. */
  readonly approved: boolean | undefined;
  readonly approving: boolean;
  /** Sends approve(spender, tokenId); rejects with a TransactionError. */
  readonly approve: () => Promise<void>;
}

/**
 * Whether `spender` (the profile contract) may take the account's token `tokenId` of `collection`
 * (getApproved or isApprovedForAll, read every block), and the approval of that one token.
 */
export function useCollectibleApproval(
  collection: Address | undefined,
  tokenId: bigint | undefined,
  owner: Address | undefined,
  spender: Address | undefined,
): CollectibleApproval {
  const { t } = useTranslation();
  const { sendAndWait } = useSendContractWrite();
  const [approving, setApproving] = useState(false);
  const calls = useMemo(
    () =>
      collection && tokenId !== undefined && owner && spender
        ? [
            {
              address: collection,
              abi: griddleBunniesAbi,
              functionName: "getApproved" as const,
              args: [tokenId] as const,
            },
            {
              address: collection,
              abi: griddleBunniesAbi,
              functionName: "isApprovedForAll" as const,
              args: [owner, spender] as const,
            },
          ]
        : [],
    [collection, tokenId, owner, spender],
  );
  const { data } = useChainReads(calls, { enabled: calls.length > 0 });
  const [approvedTo, forAll] = (data ?? []) as readonly (Address | boolean | null)[];
  const approved =
    data === undefined || !spender
      ? undefined
      : forAll === true || (typeof approvedTo === "string" && isAddressEqual(approvedTo, spender));

  const approve = useCallback(async () => {
    if (!collection || tokenId === undefined || !spender) return;
    setApproving(true);
    try {
      const summary = t("Enable collectible #%tokenId%", { tokenId: String(tokenId) });
      await sendAndWait({
        calls: [buildApproveCollectibleCall(collection, spender, tokenId)],
        revertAbi: griddleBunniesAbi,
        record: { summary },
        preview: { title: summary },
      });
    } finally {
      setApproving(false);
    }
  }, [collection, tokenId, spender, sendAndWait, t]);
  return { approved, approving, approve };
}
