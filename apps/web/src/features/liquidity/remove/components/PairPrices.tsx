import type { Currency, Pair } from "@griddle/sdk";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../../shared/format/index.ts";
import { DetailRow } from "../../../../shared/ui/index.ts";
import styles from "./RemoveLiquidityForm.module.css";

/** The pool's price each way, named with the currencies as the page shows them (BNB or WBNB). */
export function PairPrices({
  pair,
  currencyA,
  currencyB,
}: {
  pair: Pair;
  currencyA: Currency;
  currencyB: Currency;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const priceOfA = pair.priceOf(currencyA.wrapped);
  return (
    <DetailRow label={t("Price")}>
      <span className={styles.prices}>
        <span>{`1 ${currencyA.symbol} = ${localizeDecimalString(priceOfA.toSignificant(6), locale)} ${currencyB.symbol}`}</span>
        <span>{`1 ${currencyB.symbol} = ${localizeDecimalString(priceOfA.invert().toSignificant(6), locale)} ${currencyA.symbol}`}</span>
      </span>
    </DetailRow>
  );
}
