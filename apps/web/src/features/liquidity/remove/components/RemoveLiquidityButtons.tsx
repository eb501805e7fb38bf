import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, classNames } from "../../../../shared/ui/index.ts";
import { ConnectWalletButton } from "../../../wallet/index.ts";
import type { RemoveButtons } from "../model/computeRemoveButtons.ts";
import styles from "./RemoveLiquidityForm.module.css";

export interface RemoveLiquidityButtonsProps {
  hasAccount: boolean;
  state: RemoveButtons;
  onApprove: () => void;
  onRemove: () => void;
}

/** Connect, or 'Approve' and 'Remove' side by side, as computeRemoveButtons decides. */
export function RemoveLiquidityButtons({
  hasAccount,
  state,
  onApprove,
  onRemove,
}: RemoveLiquidityButtonsProps) {
  const { t } = useTranslation();
  if (!hasAccount) {
    return <ConnectWalletButton />;
  }
  return (
    <div className={styles.buttons}>
      <Button
        fullWidth
        size="lg"
        className={classNames(state.approve.done && styles.approved)}
        disabled={state.approve.disabled}
        isLoading={state.approve.loading}
        onClick={onApprove}
        data-testid="remove-approve-button"
      >
        {t(state.approve.label.key, state.approve.label.data)}
      </Button>
      <Button
        fullWidth
        size="lg"
        variant={state.remove.danger ? "danger" : "primary"}
        disabled={state.remove.disabled}
        onClick={onRemove}
        data-testid="remove-button"
      >
        {t(state.remove.label.key, state.remove.label.data)}
      </Button>
    </div>
  );
}
