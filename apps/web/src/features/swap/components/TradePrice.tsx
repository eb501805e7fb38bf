import type { Currency, Price } from "@griddle/sdk";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../shared/format/index.ts";
import { ArrowLeftRightIcon } from "../../../shared/ui/index.ts";
import styles from "./TradePrice.module.css";

export interface TradePriceProps {
  price: Price<Currency, Currency>;
  /** Inverted: input per output ('BNB per CAKE'); otherwise output per input. */
  inverted: boolean;
  onToggle: () => void;
}

/** The execution price at 6 significant digits, with a button that flips it around. */
export function TradePrice({ price, inverted, onToggle }: TradePriceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const shown = inverted ? price.invert() : price;
  return (
    <span className={styles.price} data-testid="trade-price">
      {t("%amount% %quote% per %base%", {
        amount: localizeDecimalString(shown.toSignificant(6), locale),
        quote: shown.quoteCurrency.symbol,
        base: shown.baseCurrency.symbol,
      })}
      <button type="button" className={styles.toggle} aria-label={t("Invert price")} onClick={onToggle}>
        <ArrowLeftRightIcon size={14} />
      </button>
    </span>
  );
}
