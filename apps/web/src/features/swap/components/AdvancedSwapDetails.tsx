import { TradeType } from "@griddle/sdk";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../shared/format/index.ts";
import type { AnyTrade } from "../model/AnyTrade.ts";
import { computeSlippageAdjustedAmounts } from "../model/computeSlippageAdjustedAmounts.ts";
import { computeTradePriceBreakdown } from "../model/computeTradePriceBreakdown.ts";
import { DetailRow } from "../../../shared/ui/index.ts";
import { FormattedPriceImpact } from "./FormattedPriceImpact.tsx";
import { SwapRoute } from "./SwapRoute.tsx";
import styles from "./AdvancedSwapDetails.module.css";

export interface AdvancedSwapDetailsProps {
  trade: AnyTrade;
  slippageBps: number;
  /** The confirm dialog shows the route with the amounts instead. */
  showRoute?: boolean;
}

/**
 * What the trade guarantees and costs: minimum received (exact input) or maximum sold (exact
 * output), price impact, the liquidity providers' fee and, for several hops, the route.
 */
export function AdvancedSwapDetails({ trade, slippageBps, showRoute = true }: AdvancedSwapDetailsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { minimumAmountOut, maximumAmountIn } = computeSlippageAdjustedAmounts(trade, slippageBps);
  const { priceImpactWithoutFee, realizedLpFee } = computeTradePriceBreakdown(trade);
  const isExactIn = trade.tradeType === TradeType.EXACT_INPUT;
  const bound = isExactIn ? minimumAmountOut : maximumAmountIn;

  return (
    <dl className={styles.details} data-testid="swap-details">
      <DetailRow
        label={isExactIn ? t("Minimum received") : t("Maximum sold")}
        hint={t(
          "Your transaction will revert if there is a large, unfavorable price movement before it is confirmed.",
        )}
        testId={isExactIn ? "minimum-received" : "maximum-sold"}
      >
        {localizeDecimalString(bound.toSignificant(4), locale)} {bound.currency.symbol}
      </DetailRow>
      <DetailRow
        label={t("Price Impact")}
        hint={t("The difference between the market price and estimated price due to trade size.")}
        testId="price-impact"
      >
        <FormattedPriceImpact priceImpact={priceImpactWithoutFee} />
      </DetailRow>
      <DetailRow
        label={t("Liquidity Provider Fee")}
        hint={t(
          "For each trade a 0.25% fee is paid: 0.17% to LP token holders, 0.03% to the Treasury and 0.05% towards CAKE buyback and burn.",
        )}
        testId="liquidity-provider-fee"
      >
        {localizeDecimalString(realizedLpFee.toSignificant(4), locale)} {realizedLpFee.currency.symbol}
      </DetailRow>
      {showRoute && trade.route.path.length > 2 && (
        <DetailRow
          label={t("Route")}
          hint={t("Routing through these tokens resulted in the best price for your trade.")}
        >
          <SwapRoute trade={trade} />
        </DetailRow>
      )}
    </dl>
  );
}
