import type { ReactNode } from "react";
import { Card, ForwardArrow, Heading, TextLink } from "../../../shared/ui/index.ts";
import homeCard from "./homeCard.module.css";
import styles from "./HomeAreaCard.module.css";

export interface HomeAreaCardProps {
  readonly title: string;
  readonly description: string;
  /** The area's page and the link's text, shown at the card's foot. */
  readonly to: string;
  readonly linkText: string;
  readonly testId: string;
  /** The area's live figures. */
  readonly children: ReactNode;
}

/** A home card for one product area (lottery, prediction): its name, one line on it, its live figures and a link to it. */
export function HomeAreaCard({ title, description, to, linkText, testId, children }: HomeAreaCardProps) {
  return (
    <Card className={homeCard.card} data-testid={testId}>
      <Heading scale="md" className={homeCard.title}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
      {children}
      <TextLink to={to} className={styles.link}>
        {linkText} <ForwardArrow />
      </TextLink>
    </Card>
  );
}
