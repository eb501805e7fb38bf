import { useTranslation } from "../i18n/index.ts";
import { Notice } from "../ui/index.ts";
import type { IndexerHealth } from "./describeIndexerHealth.ts";

export interface IndexerNoticeProps {
  readonly health: IndexerHealth;
  /** What the page does without the indexer's data, said when it is down or absent. */
  readonly unavailableText?: string;
}

/**
 * Every indexer-backed page's one notice: the indexer missing on this network, unreachable (with the
 * block it had reached when it last answered) or behind the chain (with both blocks). Nothing while it
 * keeps up.
 */
export function IndexerNotice({ health, unavailableText }: IndexerNoticeProps) {
  const { t } = useTranslation();
  const consequence = unavailableText === undefined ? null : <span>{unavailableText}</span>;
  switch (health.kind) {
    case "ok":
      return null;
    case "absent":
      return (
        <Notice variant="info">
          <span data-testid="indexer-absent">{t("There is no indexer for this network.")}</span>
          {consequence}
        </Notice>
      );
    case "down":
      return (
        <Notice variant="danger" title={t("The indexer is unreachable")}>
          <span data-testid="indexer-down" data-reached={health.reached}>
            {health.reached === undefined
              ? t("It has not answered yet, so the block it reached is unknown.")
              : t("It had reached block %block% when it last answered.", { block: health.reached })}
          </span>
          {consequence}
        </Notice>
      );
    case "behind":
      return (
        <Notice variant="warning" title={t("The indexer is behind")}>
          <span data-testid="indexer-behind" data-reached={health.reached} data-head={health.head}>
            {health.reached === undefined
              ? t("It has not indexed any block yet.")
              : t("It has reached block %block% of %head%; the figures may be out of date.", {
                  block: health.reached,
                  head: health.head ?? "?",
                })}
          </span>
        </Notice>
      );
  }
}
