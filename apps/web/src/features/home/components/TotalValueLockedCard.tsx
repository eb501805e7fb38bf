import { formatDecimal } from "../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { Card, Heading, Skeleton } from "../../../shared/ui/index.ts";
import homeCard from "./homeCard.module.css";
import styles from "./TotalValueLockedCard.module.css";

/** 'Total Value Locked (TVL)' in whole dollars; undefined while the farms and pools load. */
export function TotalValueLockedCard({ tvlUsd }: { readonly tvlUsd: number | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card className={homeCard.card}>
      <Heading scale="lg" className={homeCard.title}>
        {t("Total Value Locked (TVL)")}
      </Heading>
      {tvlUsd === undefined ? (
        <Skeleton width={200} height={44} />
      ) : (
        <p className={styles.value} data-testid="home-tvl">
          ${formatDecimal(tvlUsd, 0, locale)}
        </p>
      )}
      <p className={styles.caption}>{t("Across all LPs and Syrup Pools")}</p>
    </Card>
  );
}
