import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button } from "../../../shared/ui/index.ts";
import type { AnyTrade } from "../model/AnyTrade.ts";
import { computeTradePriceBreakdown } from "../model/computeTradePriceBreakdown.ts";
import { warningSeverity } from "../model/warningSeverity.ts";
import { AdvancedSwapDetails } from "./AdvancedSwapDetails.tsx";
import { DetailRow } from "../../../shared/ui/index.ts";
import { TradePrice } from "./TradePrice.tsx";
import styles from "./ConfirmSwapModal.module.css";

export interface SwapModalFooterProps {
  trade: AnyTrade;
  slippageBps: number;
  onConfirm: () => void;
  /** True while a changed trade waits for Accept. */
  disabled: boolean;
}

/** The confirm dialog's bottom: price, guarantees and costs, and 'Confirm Swap' (or 'Swap Anyway'). */
export function SwapModalFooter({ trade, slippageBps, onConfirm, disabled }: SwapModalFooterProps) {
  const { t } = useTranslation();
  const [inverted, setInverted] = useState(false);
  const severity = warningSeverity(computeTradePriceBreakdown(trade).priceImpactWithoutFee);
  return (
    <div className={styles.footer}>
      <dl className={styles.summary}>
        <DetailRow label={t("Price")}>
          <TradePrice
            price={trade.executionPrice}
            inverted={inverted}
            onToggle={() => setInverted(!inverted)}
          />
        </DetailRow>
      </dl>
      <AdvancedSwapDetails trade={trade} slippageBps={slippageBps} showRoute={false} />
      <Button
        fullWidth
        size="lg"
        variant={severity > 2 ? "danger" : "primary"}
        disabled={disabled}
        onClick={onConfirm}
        data-testid="confirm-swap-button"
      >
        {severity > 2 ? t("Swap Anyway") : t("Confirm Swap")}
      </Button>
    </div>
  );
}
