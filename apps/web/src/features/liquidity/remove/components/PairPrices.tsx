import type { Currency, Pair } from "@griddle/sdk";
import { useTranslation } from "../../../../shared/i18n/index.ts";
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
  const priceOfA = pair.priceOf(currencyA.wrapped);
  return (
    <DetailRow label={t("Price")}>
      <span className={styles.prices}>
        <span>{`1 ${currencyA.symbol} = ${priceOfA.toSignificant(6)} ${currencyB.symbol}`}</span>
        <span>{`1 ${currencyB.symbol} = ${priceOfA.invert().toSignificant(6)} ${currencyA.symbol}`}</span>
      </span>
    </DetailRow>
  );
}
