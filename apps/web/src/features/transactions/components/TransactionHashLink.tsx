import type { Hex } from "viem";
import { useAppChain } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { ExternalLink } from "../../../shared/ui/index.ts";
import { shortenTransactionHash } from "../model/shortenTransactionHash.ts";
import styles from "./Transactions.module.css";

/** 'View on BscScan' where the chain has an explorer; the shortened hash where it has none (local chain). */
export function TransactionHashLink({ hash }: { hash: Hex }) {
  const { t } = useTranslation();
  const explorer = useAppChain().blockExplorers?.default;
  if (!explorer) {
    return (
      <code className={styles.hash} title={hash}>
        {shortenTransactionHash(hash)}
      </code>
    );
  }
  return (
    <ExternalLink href={`${explorer.url}/tx/${hash}`} showIcon>
      {t("View on %site%", { site: explorer.name })}
    </ExternalLink>
  );
}
