import { useTranslation } from "../../../shared/i18n/index.ts";
import { Card, ForwardArrow, Heading, Notice, TextLink } from "../../../shared/ui/index.ts";
import homeCard from "./homeCard.module.css";
import styles from "./UnbuiltAreaCard.module.css";

export interface UnbuiltAreaCardProps {
  /** Translated. */
  readonly title: string;
  /** What the area will offer; translated. */
  readonly description: string;
  readonly to: string;
}

/**
 * A card for an area the app does not have yet (the lottery): it says so plainly instead of
 * showing made-up jackpots or rounds, and links to the area's page.
 */
export function UnbuiltAreaCard({ title, description, to }: UnbuiltAreaCardProps) {
  const { t } = useTranslation();
  return (
    <Card className={homeCard.card}>
      <Heading scale="md" className={homeCard.title}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
      <Notice>{t("This area is not available yet.")}</Notice>
      <TextLink to={to} className={styles.link}>
        {t("Go to %area%", { area: title })} <ForwardArrow />
      </TextLink>
    </Card>
  );
}
