import { useState } from "react";
import { shownPicture } from "../../model/shownPicture.ts";
import styles from "./AchievementsList.module.css";

/**
 * An achievement's badge picture (decorative: the title beside it names the achievement), or an empty
 * round of the same size when it fails to load (the API that serves it is down): never a broken image.
 */
export function AchievementBadge({ src }: { readonly src: string }) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const shown = shownPicture(src, failedSrc);
  if (shown === undefined)
    return (
      <span className={styles.badgeFallback} aria-hidden="true" data-testid="achievement-badge-fallback" />
    );
  return <img src={shown} alt="" width={64} height={64} onError={() => setFailedSrc(shown)} />;
}
