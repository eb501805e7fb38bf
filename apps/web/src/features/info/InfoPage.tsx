import { Route, Routes } from "react-router";
import { IndexerNotice, useIndexerHealth } from "../../shared/indexer/index.ts";
import { Page } from "../../shared/ui/index.ts";
import { useInfoSnapshot } from "./data/useInfoSnapshot.ts";
import { useWatchlist } from "./data/useWatchlist.ts";
import { InfoNav } from "./page/components/InfoNav.tsx";
import { AccountsView } from "./views/AccountsView.tsx";
import { AccountView } from "./views/AccountView.tsx";
import { OverviewView } from "./views/OverviewView.tsx";
import { PairsView } from "./views/PairsView.tsx";
import { PairView } from "./views/PairView.tsx";
import { TokensView } from "./views/TokensView.tsx";
import { TokenView } from "./views/TokenView.tsx";

/**
 * /info and its pages (spec 001 section 2, menu Info: Overview, Tokens, Pairs, Accounts; issue 24),
 * all from the indexer: one snapshot of tokens, pairs and the latest transactions serves the lists,
 * each token, pair and account page reads its own series and history beside it.
 */
export default function InfoPage() {
  const snapshot = useInfoSnapshot();
  const [watchlist, toggleWatch] = useWatchlist();
  const indexer = useIndexerHealth(snapshot.error !== null);
  const props = { snapshot, watchlist, toggleWatch };
  return (
    <Page width="lg">
      <InfoNav />
      <IndexerNotice health={indexer} />
      <Routes>
        <Route index element={<OverviewView {...props} />} />
        <Route path="tokens" element={<TokensView {...props} />} />
        <Route path="tokens/:address" element={<TokenView {...props} />} />
        <Route path="pairs" element={<PairsView {...props} />} />
        <Route path="pairs/:address" element={<PairView {...props} />} />
        <Route path="accounts" element={<AccountsView snapshot={snapshot} />} />
        <Route path="accounts/:address" element={<AccountView />} />
      </Routes>
    </Page>
  );
}
