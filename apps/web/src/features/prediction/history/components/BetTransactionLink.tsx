import type { Hex } from "viem";
import { useAppChain } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { ExternalLink } from "../../../../shared/ui/index.ts";
import styles from "./History.module.css";

/** The bet's transaction on the chain's explorer; its shortened hash on a chain without one (local). */
export function BetTransactionLink({ hash }: { hash: Hex }) {
  const { t } = useTranslation();
  const explorer = useAppChain().blockExplorers?.default;
  if (!explorer) {
    return (
      <code className={styles.hash} title={hash}>
        {`${hash.slice(0, 8)}…${hash.slice(-6)}`}
      </code>
    );
  }
  return (
    <ExternalLink href={`${explorer.url}/tx/${hash}`} showIcon>
      {t("View on %site%", { site: explorer.name })}
    </ExternalLink>
  );
}
