import { formatDecimal } from "../../../shared/format/index.ts";
import { APP_NAME } from "../../../shared/brand/appName.ts";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { Heading, Skeleton } from "../../../shared/ui/index.ts";
import { ConnectWalletButton } from "../../wallet/index.ts";
import { CakeFigure } from "./CakeFigure.tsx";
import styles from "./HomeHero.module.css";

/** The connected account's figures; each undefined while it loads. */
export interface HomeUserFigures {
  /** US dollars staked in farms, pools and the vault. */
  readonly stakedUsd: number | undefined;
  /** Raw pending CAKE in farms and the manual CAKE pool. */
  readonly cakeToHarvest: bigint | undefined;
  /** Raw CAKE in the wallet. */
  readonly cakeBalance: bigint | undefined;
}

export interface HomeHeroProps {
  /** Undefined for a visitor, who is offered the wallet connection instead. */
  readonly figures: HomeUserFigures | undefined;
  readonly cakeDecimals: number;
  readonly cakePriceUsd: number | null;
}

/** The product name and what it is, then the visitor's way in or the account's figures at a glance. */
export function HomeHero({ figures, cakeDecimals, cakePriceUsd }: HomeHeroProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.intro}>
        <Heading as="h1" scale="xxl" id="home-title" className={styles.title}>
          {APP_NAME}
        </Heading>
        <p className={styles.tagline}>{t("The AMM and yield farm on a BNB-style smart chain.")}</p>
      </div>
      {figures === undefined ? (
        <div className={styles.connect}>
          <ConnectWalletButton />
        </div>
      ) : (
        <dl className={styles.figures} aria-label={t("Your figures")}>
          <div className={styles.figure}>
            <dt className={styles.label}>{t("Staked value")}</dt>
            <dd className={styles.value}>
              {figures.stakedUsd === undefined ? (
                <Skeleton width={120} height={32} />
              ) : (
                <span className={styles.usd} data-testid="home-staked-value">
                  ${formatDecimal(figures.stakedUsd, 2, locale)}
                </span>
              )}
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.label}>{t("CAKE to Harvest")}</dt>
            <dd className={styles.value}>
              <CakeFigure raw={figures.cakeToHarvest} decimals={cakeDecimals} priceUsd={cakePriceUsd} />
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.label}>{t("CAKE in Wallet")}</dt>
            <dd className={styles.value}>
              <CakeFigure raw={figures.cakeBalance} decimals={cakeDecimals} priceUsd={cakePriceUsd} />
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
