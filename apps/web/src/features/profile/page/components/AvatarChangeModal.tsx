import { CAKE_DECIMALS } from "../../../../shared/chain/index.ts";
import { formatTokenAmount } from "../../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Modal, Notice, Skeleton } from "../../../../shared/ui/index.ts";
import { ApprovalState } from "../../../approval/index.ts";
import { ChoiceTile } from "../../setup/components/ChoiceTile.tsx";
import type { AvatarChange } from "../hooks/useAvatarChange.ts";
import styles from "./ProfileModal.module.css";

export interface AvatarChangeModalProps {
  readonly title: string;
  readonly change: AvatarChange;
  readonly cost: bigint | undefined;
  readonly confirming: boolean;
  readonly onConfirm: (tokenId: bigint) => void;
  readonly onDismiss: () => void;
}

/** 'Change profile picture' and 'Reactivate profile': a collectible from the wallet, the cost, the approvals and Confirm. */
export function AvatarChangeModal({
  title,
  change,
  cost,
  confirming,
  onConfirm,
  onDismiss,
}: AvatarChangeModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tokens, chosen } = change;
  const cakeApproved = change.cakeApprovalState === ApprovalState.APPROVED;
  return (
    <Modal title={title} onDismiss={onDismiss} maxWidth="560px">
      <div className={styles.body} data-testid="profile-avatar-modal">
        {tokens === undefined ? (
          <Skeleton height={120} />
        ) : tokens.length === 0 ? (
          <Notice>{t("Sorry! You don’t have any eligible collectibles in your wallet to use!")}</Notice>
        ) : (
          <ul className={styles.choices}>
            {tokens.map((token) => {
              const { name, image } = change.describe(token);
              return (
                <li key={String(token.tokenId)}>
                  <ChoiceTile
                    selected={token.tokenId === chosen}
                    onSelect={() => change.choose(token.tokenId)}
                    testId="profile-avatar-choice"
                  >
                    {image && <img src={image} alt="" width={96} height={96} />}
                    {name} #{String(token.tokenId)}
                  </ChoiceTile>
                </li>
              );
            })}
          </ul>
        )}
        <p data-testid="profile-action-cost">
          {t("Cost: %amount% CAKE", {
            amount: cost === undefined ? "-" : formatTokenAmount(cost, CAKE_DECIMALS, locale, 2),
          })}
        </p>
        {change.insufficientBalance && <Notice variant="danger">{t("Insufficient CAKE balance")}</Notice>}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={chosen === undefined || change.collectibleApproval.approved !== false}
            isLoading={change.collectibleApproval.approving}
            onClick={change.approveCollectible}
            data-testid="profile-avatar-enable"
          >
            {change.collectibleApproval.approved ? t("Collectible enabled") : t("Enable collectible")}
          </Button>
          <Button
            variant="secondary"
            disabled={cakeApproved || change.cakeApprovalState !== ApprovalState.NOT_APPROVED}
            isLoading={change.cakeApprovalState === ApprovalState.PENDING}
            onClick={change.approveCake}
            data-testid="profile-cake-enable"
          >
            {cakeApproved ? t("CAKE enabled") : t("Enable CAKE")}
          </Button>
          <Button
            disabled={!change.ready}
            isLoading={confirming}
            onClick={() => chosen !== undefined && onConfirm(chosen)}
            data-testid="profile-avatar-confirm"
          >
            {t("Confirm")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
