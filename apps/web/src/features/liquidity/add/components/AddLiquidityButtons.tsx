import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button } from "../../../../shared/ui/index.ts";
import { ConnectWalletButton } from "../../../wallet/index.ts";
import type { AddLiquidityButtons as AddLiquidityButtonsState } from "../model/computeAddLiquidityButtons.ts";
import type { MintField } from "../model/MintField.ts";
import styles from "./AddLiquidityForm.module.css";

export interface AddLiquidityButtonsProps {
  hasAccount: boolean;
  state: AddLiquidityButtonsState;
  onApprove: (field: MintField) => void;
  onSupply: () => void;
}

/** Connect, the per-token approvals and Supply, as computeAddLiquidityButtons decides. */
export function AddLiquidityButtons({ hasAccount, state, onApprove, onSupply }: AddLiquidityButtonsProps) {
  const { t } = useTranslation();
  if (!hasAccount) {
    return <ConnectWalletButton />;
  }
  return (
    <div className={styles.buttons}>
      {state.approvals.length > 0 && (
        <div className={styles.approvals}>
          {state.approvals.map((approval) => (
            <Button
              key={approval.field}
              fullWidth
              size="lg"
              isLoading={approval.pending}
              onClick={() => onApprove(approval.field)}
              data-testid={`approve-${approval.field}`}
            >
              {t(approval.label.key, approval.label.data)}
            </Button>
          ))}
        </div>
      )}
      <Button
        fullWidth
        size="lg"
        variant={state.supply.danger ? "danger" : "primary"}
        disabled={state.supply.disabled}
        onClick={onSupply}
        data-testid="supply-button"
      >
        {t(state.supply.label.key, state.supply.label.data)}
      </Button>
    </div>
  );
}
