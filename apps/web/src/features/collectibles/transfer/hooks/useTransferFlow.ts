import { useCallback, useState } from "react";
import type { Address } from "viem";
import { griddleBunniesAbi } from "@griddle/sdk";
import { toTransactionError, useSendContractWrite } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { useToast } from "../../../../shared/toast/index.ts";
import { buildTransferCollectibleCall } from "../../model/collectibleCalls.ts";
import { parseTransferRecipient, type TransferRecipient } from "../model/parseTransferRecipient.ts";

export interface TransferFlow {
  readonly recipientText: string;
  readonly setRecipientText: (text: string) => void;
  readonly recipient: TransferRecipient;
  /** Whether the typed text should be judged yet: not before the user typed anything. */
  readonly touched: boolean;
  readonly transfer: () => void;
  readonly transferring: boolean;
}

/**
 * 'Transfer': the recipient typed and checked (a valid wallet address, not the sender's), then
 * safeTransferFrom with its toasts: 'Unable to transfer NFT' when it fails, nothing when the user
 * refused it in the wallet. Calls `onDone` once the transfer mined.
 */
export function useTransferFlow(
  collection: Address,
  owner: Address,
  tokenId: bigint,
  name: string,
  onDone: () => void,
): TransferFlow {
  const { t } = useTranslation();
  const { toastSuccess, toastError } = useToast();
  const { sendAndWait } = useSendContractWrite();
  const [recipientText, setRecipientText] = useState("");
  const [transferring, setTransferring] = useState(false);
  const recipient = parseTransferRecipient(recipientText, owner);

  const transfer = useCallback(() => {
    if (!recipient.ok) return;
    setTransferring(true);
    const summary = t("Transfer %name% #%tokenId%", { name, tokenId: String(tokenId) });
    sendAndWait({
      calls: [buildTransferCollectibleCall(collection, owner, recipient.address, tokenId)],
      revertAbi: griddleBunniesAbi,
      record: { summary },
      preview: { title: summary },
    })
      .then(() => {
        toastSuccess(t("Collectible successfully transferred!"));
        onDone();
      })
      .catch((error: unknown) => {
        const failure = toTransactionError(error);
        if (failure.kind === "rejected") return;
        console.error("Transferring a collectible failed", failure);
        toastError(t("Error"), t("Unable to transfer NFT"));
      })
      .finally(() => setTransferring(false));
  }, [recipient, sendAndWait, collection, owner, tokenId, t, name, toastSuccess, onDone, toastError]);

  return {
    recipientText,
    setRecipientText,
    recipient,
    touched: recipientText !== "",
    transfer,
    transferring,
  };
}
