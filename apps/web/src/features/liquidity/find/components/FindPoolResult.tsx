import type { ReactNode } from "react";
import type { Currency, Pair } from "@griddle/sdk";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Spinner, TextLink } from "../../../../shared/ui/index.ts";
import { currencyId } from "../../../tokens/index.ts";
import { MinimalPositionCard } from "../../positions/index.ts";
import { FindPoolStatus } from "../model/findPoolStatus.ts";
import styles from "./FindPoolResult.module.css";

export interface FindPoolResultProps {
  status: FindPoolStatus;
  pair: Pair | null;
  currencyA: Currency | undefined;
  currencyB: Currency | undefined;
}

/** What the Import Pool page found for the two tokens picked. */
export function FindPoolResult({ status, pair, currencyA, currencyB }: FindPoolResultProps) {
  const { t } = useTranslation();
  const addRoute = currencyA && currencyB ? `/add/${currencyId(currencyA)}/${currencyId(currencyB)}` : "/add";
  const message = (children: ReactNode) => (
    <div className={styles.message} role="status">
      {children}
    </div>
  );
  switch (status) {
    case FindPoolStatus.CONNECT:
      return message(t("Connect to a wallet to find pools"));
    case FindPoolStatus.SELECT:
      return message(t("Select a token to find your liquidity."));
    case FindPoolStatus.LOADING:
      return message(
        <>
          <Spinner size={16} decorative />
          {t("Loading")}
        </>,
      );
    case FindPoolStatus.INVALID:
      return message(t("Invalid pair."));
    case FindPoolStatus.NO_POOL:
      return message(
        <>
          {t("No pool found.")}
          <TextLink to={addRoute}>{t("Create pool.")}</TextLink>
        </>,
      );
    case FindPoolStatus.NO_POSITION:
      return message(
        <>
          {t("You don't have liquidity in this pool yet.")}
          <TextLink to={addRoute}>{t("Add Liquidity")}</TextLink>
        </>,
      );
    case FindPoolStatus.FOUND:
      return (
        <>
          <div className={styles.found} role="status">
            {t("Pool Found!")}
            <TextLink to="/liquidity">{t("Manage this pool.")}</TextLink>
          </div>
          {pair && <MinimalPositionCard pair={pair} />}
        </>
      );
  }
}
