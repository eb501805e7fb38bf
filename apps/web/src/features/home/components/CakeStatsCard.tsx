import { formatDecimal, formatTokenAmount } from "../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { Card, DetailRow, Heading, Skeleton } from "../../../shared/ui/index.ts";
import type { CakeStats } from "../hooks/useCakeStats.ts";
import homeCard from "./homeCard.module.css";
import styles from "./CakeStatsCard.module.css";

export interface CakeStatsCardProps {
  readonly stats: CakeStats;
  readonly cakeDecimals: number;
  /** US dollars; null while CAKE's price or supply is unknown. */
  readonly marketCapUsd: number | null;
}

function Figure({ text }: { text: string | null }) {
  return text === null ? <Skeleton width={96} /> : text;
}

/** 'CAKE Stats': supply, burned supply, market capitalisation and emission, in whole CAKE and dollars. */
export function CakeStatsCard({ stats, cakeDecimals, marketCapUsd }: CakeStatsCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const whole = (raw: bigint | null) =>
    raw === null ? null : formatTokenAmount(raw, cakeDecimals, locale, 0);
  return (
    <Card className={homeCard.card}>
      <Heading scale="xl" className={homeCard.title}>
        {t("CAKE Stats")}
      </Heading>
      <dl className={styles.rows}>
        <DetailRow label={t("Total CAKE Supply")} testId="home-total-supply">
          <Figure text={whole(stats.totalSupply)} />
        </DetailRow>
        <DetailRow label={t("Total CAKE Burned")} testId="home-total-burned">
          <Figure text={whole(stats.burned)} />
        </DetailRow>
        <DetailRow label={t("Market Cap")} testId="home-market-cap">
          <Figure text={marketCapUsd === null ? null : `$${formatDecimal(marketCapUsd, 0, locale)}`} />
        </DetailRow>
        <DetailRow label={t("New CAKE/block")} testId="home-cake-per-block">
          <Figure text={whole(stats.cakePerBlock)} />
        </DetailRow>
      </dl>
    </Card>
  );
}
