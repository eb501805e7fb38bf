import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Skeleton } from "../../../../shared/ui/index.ts";
import { HubUnreachableNotice } from "../../components/HubUnreachableNotice.tsx";
import type { ProposalsState } from "../../data/useProposals.ts";
import { ProposalRow } from "./ProposalRow.tsx";
import styles from "./ProposalList.module.css";

/** The proposals of one space and filter: placeholders while loading, then rows, 'Load more' while more remain. */
export function ProposalList({ state }: { readonly state: ProposalsState }) {
  const { t } = useTranslation();
  const { proposals } = state;
  if (state.failed) return <HubUnreachableNotice className={styles.message} />;
  if (proposals === undefined)
    return (
      <div className={styles.loading} aria-busy="true">
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  if (proposals.length === 0)
    return (
      <p className={styles.empty} data-testid="proposals-empty">
        {t("No proposals found")}
      </p>
    );
  return (
    <>
      <ul className={styles.list} data-testid="proposal-list">
        {proposals.map((proposal) => (
          <ProposalRow key={proposal.id} proposal={proposal} />
        ))}
      </ul>
      {state.hasMore && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={state.loadMore} isLoading={state.loadingMore}>
            {t("Load more")}
          </Button>
        </div>
      )}
    </>
  );
}
