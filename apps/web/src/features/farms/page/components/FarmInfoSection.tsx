import { useTranslation } from "../../../../shared/i18n/index.ts";
import { ExternalLink, TextLink } from "../../../../shared/ui/index.ts";
import type { Farm } from "../../model/Farm.ts";
import type { FarmDescription } from "../model/describeFarm.ts";
import styles from "./FarmInfoSection.module.css";
import { FarmLiquidityValue } from "./FarmLiquidityValue.tsx";
import { FarmMultiplierValue } from "./FarmMultiplierValue.tsx";

/** The facts and links of an expanded row or a card's details. */
export function FarmInfoSection({ farm, description }: { farm: Farm; description: FarmDescription }) {
  const { t } = useTranslation();
  const { explorerUrls } = description;
  return (
    <div className={styles.info}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t("Liquidity")}</dt>
          <dd>
            <FarmLiquidityValue liquidityUsd={farm.liquidityUsd} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t("Multiplier")}</dt>
          <dd>
            <FarmMultiplierValue multiplier={farm.multiplier} />
          </dd>
        </div>
      </dl>
      <ul role="list" className={styles.links}>
        <li>
          <TextLink to={description.addLiquidityHref}>
            {t("Get %symbol%", { symbol: farm.lpSymbol })}
          </TextLink>
        </li>
        {explorerUrls.contract && (
          <li>
            <ExternalLink href={explorerUrls.contract} showIcon>
              {t("View Contract")}
            </ExternalLink>
          </li>
        )}
        {explorerUrls.pairInfo && (
          <li>
            <ExternalLink href={explorerUrls.pairInfo} showIcon>
              {t("See Pair Info")}
            </ExternalLink>
          </li>
        )}
      </ul>
    </div>
  );
}
