import type { AnyTrade } from "../model/AnyTrade.ts";
import styles from "./SwapRoute.module.css";

/** A multi-hop route as 'A > B > C', its ends named as traded (BNB rather than WBNB). */
export function SwapRoute({ trade }: { trade: AnyTrade }) {
  const symbols = trade.route.path.map((token) => token.symbol);
  symbols[0] = trade.inputAmount.currency.symbol;
  symbols[symbols.length - 1] = trade.outputAmount.currency.symbol;
  return (
    <span className={styles.route} data-testid="swap-route">
      {symbols.join(" > ")}
    </span>
  );
}
