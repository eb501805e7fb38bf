import type { ReactNode } from "react";
import styles from "./StakingPageHeader.module.css";

export interface StakingPageHeaderProps {
  /** The page's heading, translated. */
  readonly title: string;
  /** Lines under the heading, translated. */
  readonly taglines: readonly string[];
  /** Shown beside the text, e.g. the pools' bounty card. */
  readonly aside?: ReactNode;
}

/** The banner atop the pools and farms pages: their title and tagline. */
export function StakingPageHeader({ title, taglines, aside }: StakingPageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {taglines.map((tagline) => (
            <p key={tagline} className={styles.tagline}>
              {tagline}
            </p>
          ))}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </header>
  );
}
