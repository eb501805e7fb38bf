import type { ReactNode } from "react";
import { useTranslation } from "../i18n/index.ts";
import { isIndexerUnavailable, type IndexerHealth } from "./describeIndexerHealth.ts";

export interface IndexedListProps {
  readonly health: IndexerHealth;
  /** The list's data has come (it is kept while the indexer is down). */
  readonly loaded: boolean;
  /** The list, with its own loading and empty states. */
  readonly children: ReactNode;
}

/**
 * A list read from the indexer. While the indexer is missing or down and the list never came, it says
 * the list cannot be shown, never an empty list that would claim there is nothing to show (the page's
 * IndexerNotice says why); otherwise the list as it renders itself.
 */
export function IndexedList({ health, loaded, children }: IndexedListProps) {
  const { t } = useTranslation();
  if (!loaded && isIndexerUnavailable(health))
    return (
      <p data-testid="indexed-list-unavailable">
        {t("This list needs the indexer and cannot be shown now.")}
      </p>
    );
  return children;
}
