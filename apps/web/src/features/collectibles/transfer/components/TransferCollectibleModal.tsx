import type { Address } from "viem";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Input, Modal } from "../../../../shared/ui/index.ts";
import { useTransferFlow } from "../hooks/useTransferFlow.ts";
import styles from "./TransferCollectibleModal.module.css";

export interface TransferCollectibleModalProps {
  readonly collection: Address;
  readonly owner: Address;
  readonly tokenId: bigint;
  readonly name: string;
  readonly onDismiss: () => void;
}

/** 'Transfer Collectible': the recipient's address, checked as it is typed, and the transfer. */
export function TransferCollectibleModal({
  collection,
  owner,
  tokenId,
  name,
  onDismiss,
}: TransferCollectibleModalProps) {
  const { t } = useTranslation();
  const flow = useTransferFlow(collection, owner, tokenId, name, onDismiss);
  const problem =
    flow.touched && !flow.recipient.ok
      ? flow.recipient.problem === "self"
        ? t("You cannot send a collectible to yourself")
        : t("Please enter a valid wallet address")
      : undefined;
  return (
    <Modal title={t("Transfer Collectible")} onDismiss={onDismiss}>
      <div className={styles.body} data-testid="collectible-transfer-modal">
        <p>
          {name} #{String(tokenId)}
        </p>
        <label className={styles.field}>
          {t("Receiving address")}
          <Input
            value={flow.recipientText}
            placeholder="0x..."
            invalid={problem !== undefined}
            onChange={(event) => flow.setRecipientText(event.target.value)}
            data-testid="collectible-transfer-address"
          />
        </label>
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        <p className={styles.warning}>
          {t("Transfers cannot be undone: check the address before you confirm.")}
        </p>
        <Button
          fullWidth
          disabled={!flow.recipient.ok}
          isLoading={flow.transferring}
          onClick={flow.transfer}
          data-testid="collectible-transfer-confirm"
        >
          {t("Confirm")}
        </Button>
      </div>
    </Modal>
  );
}
