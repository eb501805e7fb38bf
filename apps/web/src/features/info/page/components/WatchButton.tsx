import { useTranslation } from "../../../../shared/i18n/index.ts";
import styles from "./WatchButton.module.css";

export interface WatchButtonProps {
  readonly watched: boolean;
  /** What is watched, for the button's accessible name. */
  readonly name: string;
  readonly onToggle: () => void;
}

/** A star that adds the token or pair to the watchlist kept in this browser, or takes it out. */
export function WatchButton({ watched, name, onToggle }: WatchButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={watched}
      aria-label={t("Watch %name%", { name })}
      onClick={onToggle}
    >
      <span aria-hidden="true">{watched ? "★" : "☆"}</span>
    </button>
  );
}
