import { useState } from "react";
import type { Currency } from "@griddle/sdk";
import { useTranslation } from "../../shared/i18n/index.ts";
import { ArrowBackIcon, Card, PageHeader, TextLink } from "../../shared/ui/index.ts";
import { CurrencySelectModal, useNativeCurrency } from "../tokens/index.ts";
import { FindPoolResult } from "./find/components/FindPoolResult.tsx";
import { TokenPickerButton } from "./find/components/TokenPickerButton.tsx";
import { useFindPool } from "./find/hooks/useFindPool.ts";
import styles from "./FindPoolPage.module.css";

type Side = "A" | "B";

export default function FindPoolPage() {
  const { t } = useTranslation();
  const native = useNativeCurrency();
  // BNB is the usual side of a pool, so it is picked first, as on PancakeSwap.
  const [currencyA, setCurrencyA] = useState<Currency | undefined>(native);
  const [currencyB, setCurrencyB] = useState<Currency | undefined>();
  const [picking, setPicking] = useState<Side | null>(null);
  const { status, pair } = useFindPool(currencyA, currencyB);

  const pick = (currency: Currency) => {
    if (picking === "A") setCurrencyA(currency);
    else setCurrencyB(currency);
  };

  return (
    <div className={styles.page}>
      <Card padded={false} className={styles.card}>
        <PageHeader
          title={t("Import Pool")}
          subtitle={t("Use this tool to find pairs that don't automatically appear in the interface.")}
          actions={
            <TextLink to="/pool" aria-label={t("Back")} className={styles.back}>
              <ArrowBackIcon />
            </TextLink>
          }
        />
        <div className={styles.body}>
          <TokenPickerButton
            currency={currencyA}
            onClick={() => setPicking("A")}
            testId="find-pool-token-a"
          />
          <span className={styles.plus} aria-hidden="true">
            +
          </span>
          <TokenPickerButton
            currency={currencyB}
            onClick={() => setPicking("B")}
            testId="find-pool-token-b"
          />
          <FindPoolResult status={status} pair={pair} currencyA={currencyA} currencyB={currencyB} />
        </div>
      </Card>
      {picking && (
        <CurrencySelectModal
          onDismiss={() => setPicking(null)}
          onCurrencySelect={pick}
          selectedCurrency={picking === "A" ? currencyA : currencyB}
          otherSelectedCurrency={picking === "A" ? currencyB : currencyA}
        />
      )}
    </div>
  );
}
