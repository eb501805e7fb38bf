import type { Pair } from "@griddle/sdk";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../../shared/format/index.ts";
import { DetailRow } from "../../../../shared/ui/index.ts";
import { useNativeCurrency } from "../../../tokens/index.ts";
import { usePosition } from "../hooks/usePosition.ts";
import { formatPoolSharePrecise } from "../model/formatPoolShare.ts";
import { toDisplayCurrency } from "../model/toDisplayCurrency.ts";
import { EarnFeesNotice } from "./EarnFeesNotice.tsx";
import styles from "./MinimalPositionCard.module.css";
import { PairLogos } from "./PairLogos.tsx";

export interface MinimalPositionCardProps {
  pair: Pair;
  /** Names the pair's tokens as held (WBNB) rather than as deposited (BNB). */
  showUnwrapped?: boolean;
}

/**
 * 'LP tokens in your wallet' (spec 000 section 2, card 1): the connected account's LP balance of the
 * pair, its share of the pool and pooled amounts; without a balance, why adding liquidity pays.
 */
export function MinimalPositionCard({ pair, showUnwrapped = false }: MinimalPositionCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const native = useNativeCurrency();
  const { balance, poolShare, pooled0, pooled1 } = usePosition(pair);
  if (!balance || balance.quotient === 0n) return <EarnFeesNotice />;
  const currency0 = showUnwrapped ? pair.token0 : toDisplayCurrency(pair.token0, native);
  const currency1 = showUnwrapped ? pair.token1 : toDisplayCurrency(pair.token1, native);
  return (
    <section
      className={styles.card}
      aria-label={t("LP tokens in your wallet")}
      data-testid="minimal-position-card"
    >
      <h2 className={styles.title}>{t("LP tokens in your wallet")}</h2>
      <div className={styles.pair}>
        <span className={styles.name}>
          <PairLogos currencyA={currency0} currencyB={currency1} />
          <span>{`${currency0.symbol}/${currency1.symbol}`}</span>
        </span>
        <span className={styles.balance} data-testid="position-balance">
          {localizeDecimalString(balance.toSignificant(4), locale)}
        </span>
      </div>
      <dl className={styles.details}>
        <DetailRow label={t("Share of Pool")}>
          <span data-testid="position-share">
            {poolShare ? localizeDecimalString(formatPoolSharePrecise(poolShare), locale) : "-"}
          </span>
        </DetailRow>
        <DetailRow label={currency0.symbol}>
          <span data-testid="position-pooled-0">
            {pooled0 ? localizeDecimalString(pooled0.toSignificant(6), locale) : "-"}
          </span>
        </DetailRow>
        <DetailRow label={currency1.symbol}>
          <span data-testid="position-pooled-1">
            {pooled1 ? localizeDecimalString(pooled1.toSignificant(6), locale) : "-"}
          </span>
        </DetailRow>
      </dl>
    </section>
  );
}
