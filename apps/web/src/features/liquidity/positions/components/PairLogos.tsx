import type { Currency } from "@griddle/sdk";
import { CurrencyLogo } from "../../../tokens/index.ts";
import styles from "./PairLogos.module.css";

export interface PairLogosProps {
  currencyA: Currency;
  currencyB: Currency;
  size?: number;
}

/** The two logos of a pair, overlapping. */
export function PairLogos({ currencyA, currencyB, size = 20 }: PairLogosProps) {
  return (
    <span className={styles.logos}>
      <CurrencyLogo currency={currencyA} size={size} />
      <CurrencyLogo currency={currencyB} size={size} className={styles.second} />
    </span>
  );
}
