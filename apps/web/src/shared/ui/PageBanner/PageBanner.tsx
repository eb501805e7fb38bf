import type { ReactNode } from "react";
import styles from "./PageBanner.module.css";

export interface PageBannerProps {
  /** The page's heading, translated. */
  readonly title: string;
  /** Lines under the heading, translated. */
  readonly taglines: readonly string[];
  /** Shown beside the text (below it on narrow screens), e.g. the pools' bounty card or a page's main action. */
  readonly aside?: ReactNode;
}

/** The banner atop a section's landing page (farms, pools, voting): its title, taglines and an aside such as an action. */
export function PageBanner({ title, taglines, aside }: PageBannerProps) {
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
