import { Link } from "react-router";
import { useTranslation } from "../../shared/i18n/index.ts";
import { AreaNotAvailable, Heading } from "../../shared/ui/index.ts";
import styles from "./HomePage.module.css";
import { homeAreaLinks } from "./homeAreaLinks.ts";

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <Heading as="h1" scale="xxl" id="home-title" className={styles.heroTitle}>
          Griddle
        </Heading>
        <p className={styles.heroText}>
          {t("Swap tokens, provide liquidity and earn yield on a BNB-style smart chain.")}
        </p>
      </section>

      <AreaNotAvailable title={t("Dashboard")} headingLevel="h2" />

      <section className={styles.areas} aria-labelledby="home-areas">
        <Heading id="home-areas">{t("Explore")}</Heading>
        <ul role="list" className={styles.areaList}>
          {homeAreaLinks.map((area) => (
            <li key={area.to}>
              <Link to={area.to} className={styles.areaLink}>
                <span className={styles.areaTitle}>{t(area.title)}</span>
                <span className={styles.areaDescription}>{t(area.description)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
