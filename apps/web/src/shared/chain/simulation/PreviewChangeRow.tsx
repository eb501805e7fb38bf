import { formatUnits } from "viem";
import { formatDecimalString, formatUsdValue, toUsdValue } from "../../format/index.ts";
import { useLocale } from "../../i18n/index.ts";
import type { PreviewChange } from "./splitPreviewChanges.ts";
import type { PreviewToken } from "./PreviewToken.ts";
import styles from "./TransactionPreview.module.css";

export interface PreviewChangeRowProps {
  readonly change: PreviewChange;
  /** Undefined while an unknown token's symbol and decimals load. */
  readonly token: PreviewToken | undefined;
  readonly direction: "send" | "receive";
}

/** One asset line: logo, the exact amount, its symbol and its USD value. */
export function PreviewChangeRow({ change, token, direction }: PreviewChangeRowProps) {
  const locale = useLocale();
  const address = change.kind === "native" ? "native" : change.token;
  const symbol = token?.symbol ?? `${address.slice(0, 6)}…${address.slice(-4)}`;
  if (change.kind === "nft") {
    return (
      <li
        className={styles.change}
        data-testid="preview-change"
        data-direction={direction}
        data-token={address}
      >
        <span className={styles.logo}>{token?.logo}</span>
        <span className={styles.amount}>{`${symbol} #${change.tokenId}`}</span>
      </li>
    );
  }
  const exact = token === undefined ? change.amount.toString() : formatUnits(change.amount, token.decimals);
  const usd =
    token === undefined ? undefined : toUsdValue(change.amount, token.decimals, token.usdPrice ?? null);
  return (
    <li
      className={styles.change}
      data-testid="preview-change"
      data-direction={direction}
      data-token={address}
      data-amount={change.amount.toString()}
    >
      <span className={styles.logo}>{token?.logo}</span>
      <span className={styles.amount}>
        {formatDecimalString(exact, locale)} {symbol}
      </span>
      {usd !== undefined && <span className={styles.usd}>~${formatUsdValue(usd, locale)}</span>}
    </li>
  );
}
