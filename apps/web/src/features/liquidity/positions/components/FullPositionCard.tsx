import { useId, useState } from "react";
import type { Pair } from "@griddle/sdk";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../../shared/format/index.ts";
import { ChevronDownIcon, classNames, DetailRow, LinkButton } from "../../../../shared/ui/index.ts";
import { CurrencyLogo, currencyId, useNativeCurrency } from "../../../tokens/index.ts";
import { usePosition } from "../hooks/usePosition.ts";
import { formatPoolShare } from "../model/formatPoolShare.ts";
import { toDisplayCurrency } from "../model/toDisplayCurrency.ts";
import styles from "./FullPositionCard.module.css";
import { PairLogos } from "./PairLogos.tsx";

export interface FullPositionCardProps {
  pair: Pair;
}

/**
 * A position on the Liquidity page (spec 000 section 2, card 2): the pair's name, opening to the
 * balance, pooled amounts, share of pool and links to remove from or add to it.
 */
export function FullPositionCard({ pair }: FullPositionCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const native = useNativeCurrency();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { balance, poolShare, pooled0, pooled1 } = usePosition(pair);
  const currency0 = toDisplayCurrency(pair.token0, native);
  const currency1 = toDisplayCurrency(pair.token1, native);
  const pairName = `${currency0.symbol}/${currency1.symbol}`;
  const route = `${currencyId(currency0)}/${currencyId(currency1)}`;
  return (
    <section className={styles.card} aria-label={pairName} data-testid="full-position-card">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className={styles.name}>
          <PairLogos currencyA={currency0} currencyB={currency1} />
          <span>{pairName}</span>
        </span>
        <ChevronDownIcon className={classNames(styles.chevron, open && styles.open)} />
      </button>
      {open && (
        <div id={detailsId} className={styles.details}>
          <dl className={styles.rows}>
            <DetailRow label={t("Your pool tokens:")}>
              <span data-testid="position-balance">
                {balance ? localizeDecimalString(balance.toSignificant(4), locale) : "-"}
              </span>
            </DetailRow>
            <DetailRow label={t("Pooled %symbol%:", { symbol: currency0.symbol })}>
              <span data-testid="position-pooled-0">
                {pooled0 ? localizeDecimalString(pooled0.toSignificant(6), locale) : "-"}
              </span>
              <CurrencyLogo currency={currency0} size={20} className={styles.logo} />
            </DetailRow>
            <DetailRow label={t("Pooled %symbol%:", { symbol: currency1.symbol })}>
              <span data-testid="position-pooled-1">
                {pooled1 ? localizeDecimalString(pooled1.toSignificant(6), locale) : "-"}
              </span>
              <CurrencyLogo currency={currency1} size={20} className={styles.logo} />
            </DetailRow>
            <DetailRow label={t("Your pool share:")}>
              <span data-testid="position-share">
                {poolShare ? localizeDecimalString(formatPoolShare(poolShare), locale) : "-"}
              </span>
            </DetailRow>
          </dl>
          <div className={styles.actions}>
            <LinkButton to={`/remove/${route}`} variant="secondary" fullWidth>
              {t("Remove")}
            </LinkButton>
            <LinkButton to={`/add/${route}`} fullWidth>
              {t("Add")}
            </LinkButton>
          </div>
        </div>
      )}
    </section>
  );
}
