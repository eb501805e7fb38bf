import { useCurrentBlock } from "../../../../shared/chain/index.ts";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Notice } from "../../../../shared/ui/index.ts";
import type { InfoSnapshot } from "../../data/model/parseSnapshot.ts";
import type { InfoQueryState } from "../../data/useInfoQuery.ts";
import { isIndexerBehind } from "../../model/indexerProgress.ts";

/**
 * Says plainly when the figures cannot be trusted: no indexer on this network, the indexer
 * unreachable (with the block it had reached when last seen), or behind the chain by more than a few
 * blocks (with the block it reached and the chain's).
 */
export function IndexerNotice({ state }: { readonly state: InfoQueryState<InfoSnapshot> }) {
  const { t } = useTranslation();
  const head = useCurrentBlock();
  if (state.noIndexer) {
    return (
      <Notice variant="warning">{t("Info needs an indexer, and there is none for this network.")}</Notice>
    );
  }
  if (state.error) {
    const reached = state.lastAnswer?.progress?.block;
    return (
      <Notice variant="danger" title={t("The indexer is unreachable")}>
        <span data-testid="info-indexer-down">
          {reached === undefined
            ? t("The figures cannot be shown until it answers again.")
            : t("The figures below are as of block %block%, the last it had reached.", { block: reached })}
        </span>
      </Notice>
    );
  }
  const progress = state.data?.progress;
  if (state.data !== undefined && progress !== undefined && isIndexerBehind(progress, head)) {
    return (
      <Notice variant="warning" title={t("The indexer is behind")}>
        <span data-testid="info-indexer-behind">
          {progress === null
            ? t("It has not indexed any block yet.")
            : t("It has reached block %block% of %head%; the figures may be out of date.", {
                block: progress.block,
                head: head ?? "?",
              })}
        </span>
      </Notice>
    );
  }
  return null;
}
