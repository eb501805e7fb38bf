import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, classNames, Text } from "../../../shared/ui/index.ts";
import { ConnectWalletButton } from "../../wallet/index.ts";
import type { ActionButton, SwapButtonState } from "../model/computeSwapButtonState.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";
import styles from "./SwapButtons.module.css";

export interface SwapButtonsProps {
  state: SwapButtonState;
  onWrap: () => void;
  onApprove: () => void;
  onSwap: () => void;
  /** Shown under the buttons: the swap error in expert mode (no confirm dialog there). */
  error?: TranslatableText;
}

/** The swap form's button area: connect, wrap, approve and swap, as computeSwapButtonState decides. */
export function SwapButtons({ state, onWrap, onApprove, onSwap, error }: SwapButtonsProps) {
  const { t } = useTranslation();

  const actionButton = (button: ActionButton, onClick: () => void, testId: string) => (
    <Button
      fullWidth
      size="lg"
      variant={button.variant === "danger" ? "danger" : "primary"}
      className={classNames(button.variant === "success" && styles.success)}
      disabled={button.disabled}
      isLoading={button.loading}
      onClick={onClick}
      data-testid={testId}
    >
      {t(button.label.key, button.label.data)}
    </Button>
  );

  return (
    <div className={styles.area}>
      {state.kind === "connect" && <ConnectWalletButton />}
      {state.kind === "wrap" && actionButton(state.button, onWrap, "wrap-button")}
      {state.kind === "noLiquidity" && (
        <div className={styles.noLiquidity} role="status">
          <Text color="secondary">{t("Insufficient liquidity for this trade.")}</Text>
          {state.suggestMultiHop && <Text color="secondary">{t("Try enabling multi-hop trades.")}</Text>}
        </div>
      )}
      {state.kind === "approveThenSwap" && (
        <>
          <div className={styles.pair}>
            {actionButton(state.approve, onApprove, "approve-button")}
            {actionButton(state.swap, onSwap, "swap-button")}
          </div>
          <ol className={styles.steps} aria-hidden="true">
            <li className={styles.stepDone}>1</li>
            <li className={styles.line} data-done={state.approve.variant === "success" || undefined} />
            <li className={classNames(state.approve.variant === "success" && styles.stepDone)}>2</li>
          </ol>
        </>
      )}
      {state.kind === "swap" && actionButton(state.button, onSwap, "swap-button")}
      {error && (
        <Text color="danger" size="sm" role="alert" className={styles.error}>
          {t(error.key, error.data)}
        </Text>
      )}
    </div>
  );
}
