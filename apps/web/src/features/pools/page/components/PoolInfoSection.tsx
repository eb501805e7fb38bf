import { formatTokenAmount } from "../../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { ExternalLink, InfoIcon, Tooltip } from "../../../../shared/ui/index.ts";
import type { PoolBlockCountdown } from "../model/getPoolBlockCountdown.ts";
import type { PoolItemMetrics } from "../model/getPoolItemMetrics.ts";
import type { PoolExplorerUrls } from "../model/poolExplorerUrls.ts";
import { poolOf, type PoolListItem } from "../model/PoolListItem.ts";
import { AddToMetamaskButton } from "./AddToMetamaskButton.tsx";
import { PoolCountdownValue } from "./PoolCountdownValue.tsx";
import styles from "./PoolInfoSection.module.css";
import { PoolTotalStakedValue } from "./PoolTotalStakedValue.tsx";

export interface PoolInfoSectionProps {
  readonly item: PoolListItem;
  readonly metrics: PoolItemMetrics;
  readonly countdown: PoolBlockCountdown | undefined;
  readonly explorerUrls: PoolExplorerUrls;
  /** Whether 'Add to Metamask' may show: a connected account in a wallet that can track tokens. */
  readonly canAddToken: boolean;
}

/** The facts and links of an expanded row or a card's details (spec 000 section 2, Pools page). */
export function PoolInfoSection({
  item,
  metrics,
  countdown,
  explorerUrls,
  canAddToken,
}: PoolInfoSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pool = poolOf(item);
  const { stakingToken, earningToken } = pool;
  const stakingLimit = item.kind === "pool" ? item.pool.stakingLimit : 0n;
  return (
    <div className={styles.info}>
      <dl className={styles.facts}>
        {stakingLimit > 0n && (
          <div className={styles.fact}>
            <dt>{t("Max. stake per user")}</dt>
            <dd>
              {formatTokenAmount(stakingLimit, stakingToken.decimals, locale, 0)} {stakingToken.symbol}
            </dd>
          </div>
        )}
        {countdown && (
          <div className={styles.fact}>
            <dt>{countdown.kind === "starts" ? t("Starts in") : t("Ends in")}</dt>
            <dd>
              <PoolCountdownValue countdown={countdown} href={explorerUrls.blockCountdown} />
            </dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{t("Total staked")}</dt>
          <dd className={styles.withHelp}>
            <PoolTotalStakedValue item={item} totalStaked={metrics.totalStaked} />
            <Tooltip
              content={t("Total amount of %symbol% staked in this pool", { symbol: stakingToken.symbol })}
            >
              <button type="button" className={styles.help} aria-label={t("About total staked")}>
                <InfoIcon size={16} />
              </button>
            </Tooltip>
          </dd>
        </div>
      </dl>
      <ul role="list" className={styles.links}>
        {explorerUrls.tokenInfo && (
          <li>
            <ExternalLink href={explorerUrls.tokenInfo} showIcon>
              {t("See Token Info")}
            </ExternalLink>
          </li>
        )}
        {earningToken.projectLink && (
          <li>
            <ExternalLink href={earningToken.projectLink} showIcon>
              {t("View Project Site")}
            </ExternalLink>
          </li>
        )}
        {explorerUrls.contract && (
          <li>
            <ExternalLink href={explorerUrls.contract} showIcon>
              {t("View Contract")}
            </ExternalLink>
          </li>
        )}
        {canAddToken && (
          <li>
            <AddToMetamaskButton token={earningToken} className={styles.addToken} />
          </li>
        )}
      </ul>
    </div>
  );
}
