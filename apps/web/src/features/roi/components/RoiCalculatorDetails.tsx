import { useId, useState } from "react";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import {
  ChevronDownIcon,
  classNames,
  ExternalLink,
  IconButton,
  InfoIcon,
  TextLink,
  Tooltip,
} from "../../../shared/ui/index.ts";
import { getApy } from "../model/getApy.ts";
import { isAutoCompounding } from "../model/isAutoCompounding.ts";
import { formatRoiPercentage } from "../model/roiDisplay.ts";
import styles from "./RoiCalculatorDetails.module.css";

export interface RoiCalculatorDetailsProps {
  readonly apr: number;
  readonly lpRewardsApr: number;
  readonly autoCompoundFrequency: number | undefined;
  readonly performanceFee: number;
  readonly multiplier: string | undefined;
  readonly linkLabel: string;
  /** An app path ('/swap?…') opens in place; anything else in a new tab. */
  readonly linkHref: string;
  readonly isFarm: boolean;
}

/** The collapsible 'Details' panel: APR and APY lines, the farm multiplier, footnotes and the link. */
export function RoiCalculatorDetails({
  apr,
  lpRewardsApr,
  autoCompoundFrequency,
  performanceFee,
  multiplier,
  linkLabel,
  linkHref,
  isFarm,
}: RoiCalculatorDetailsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  const compoundsPerDay = isAutoCompounding(autoCompoundFrequency) ? autoCompoundFrequency : 1;
  const apy = getApy(apr, compoundsPerDay, 365, performanceFee) * 100;

  return (
    <div className={styles.details}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? t("Hide") : t("Details")}
        <ChevronDownIcon size={18} className={classNames(expanded && styles.flipped)} />
      </button>
      {expanded && (
        <div id={panelId} className={styles.panel}>
          <dl className={styles.rates}>
            {isFarm && (
              <div className={styles.rate}>
                <dt>{t("APR (incl. LP rewards)")}</dt>
                <dd>{formatRoiPercentage(apr + lpRewardsApr, locale)}%</dd>
              </div>
            )}
            <div className={styles.rate}>
              <dt>{isFarm ? t("Base APR") : t("APR")}</dt>
              <dd>{formatRoiPercentage(apr, locale)}%</dd>
            </div>
            <div className={styles.rate}>
              <dt>{t("APY (%count%x daily compound)", { count: compoundsPerDay })}</dt>
              <dd>{formatRoiPercentage(apy, locale)}%</dd>
            </div>
            {isFarm && multiplier && (
              <div className={styles.rate}>
                <dt className={styles.multiplierLabel}>
                  {t("Farm Multiplier")}
                  <Tooltip
                    content={
                      <>
                        <span className={styles.tooltipParagraph}>
                          {t(
                            "The Multiplier represents the proportion of CAKE rewards each farm receives, as a proportion of the CAKE produced each block.",
                          )}
                        </span>
                        <span className={styles.tooltipParagraph}>
                          {t(
                            "For example, if a 1x farm received 1 CAKE per block, a 40x farm would receive 40 CAKE per block.",
                          )}
                        </span>
                        <span className={styles.tooltipParagraph}>
                          {t("This amount is already included in all APR calculations for the farm.")}
                        </span>
                      </>
                    }
                  >
                    <IconButton size="sm" aria-label={t("Farm Multiplier")} className={styles.help}>
                      <InfoIcon size={16} />
                    </IconButton>
                  </Tooltip>
                </dt>
                <dd>{multiplier}</dd>
              </div>
            )}
          </dl>
          <ul className={styles.footnotes}>
            <li>{t("Calculated based on current rates.")}</li>
            {isFarm && (
              <li>
                {t("LP rewards: 0.17% trading fees, distributed proportionally among LP token holders.")}
              </li>
            )}
            <li>
              {t(
                "All figures are estimates provided for your convenience only, and by no means represent guaranteed returns.",
              )}
            </li>
            {performanceFee > 0 && (
              <li>
                {t("All estimated rates take into account this pool's %fee%% performance fee", {
                  fee: performanceFee,
                })}
              </li>
            )}
          </ul>
          <div className={styles.link}>
            {linkHref.startsWith("/") ? (
              <TextLink to={linkHref}>{linkLabel}</TextLink>
            ) : (
              <ExternalLink href={linkHref} showIcon>
                {linkLabel}
              </ExternalLink>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
