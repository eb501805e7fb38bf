import { useSearchParams } from "react-router";
import { useTranslation } from "../../shared/i18n/index.ts";
import { Card, LinkButton, Page, PageBanner, Tabs } from "../../shared/ui/index.ts";
import { useProposals } from "./data/useProposals.ts";
import { ProposalFilterBar } from "./list/components/ProposalFilterBar.tsx";
import { ProposalList } from "./list/components/ProposalList.tsx";
import { parseProposalFilter } from "./list/model/proposalFilters.ts";
import { parseVotingSpaceId } from "./model/votingSpaceId.ts";
import styles from "./VotingPage.module.css";

/**
 * /voting (spec 001 section 2: the proposals list): Core and Community tabs, Vote Now, Soon and Closed
 * filters, 5 proposals at a time. The tab and filter live in the address (?space=&state=), so Back from
 * a proposal returns to the same list.
 */
export default function VotingPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const space = parseVotingSpaceId(searchParams.get("space"));
  const state = parseProposalFilter(searchParams.get("state"));
  const proposals = useProposals(space, state);
  const select = (next: { space?: string; state?: string }) =>
    setSearchParams({ space: next.space ?? space, state: next.state ?? state }, { replace: true });

  const panel = (
    <>
      <ProposalFilterBar value={state} onChange={(nextState) => select({ state: nextState })} />
      <ProposalList state={proposals} />
    </>
  );

  return (
    <Page>
      <PageBanner
        title={t("Voting")}
        taglines={[t("Have your say in the future of the Griddle ecosystem")]}
        aside={
          <LinkButton to="/voting/proposal/create" data-testid="make-proposal">
            {t("Make a Proposal")}
          </LinkButton>
        }
      />
      <Card padded={false} className={styles.card}>
        <div className={styles.tabs}>
          <Tabs
            label={t("Proposals")}
            tabs={[
              { id: "core", label: t("Core"), panel },
              { id: "community", label: t("Community"), panel },
            ]}
            activeId={space}
            onChange={(nextSpace) => select({ space: nextSpace })}
          />
        </div>
      </Card>
    </Page>
  );
}
