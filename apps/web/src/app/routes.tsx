import { Navigate, type RouteObject } from "react-router";
import { NotFoundPage } from "./pages/NotFoundPage.tsx";
import { AddLiquidityRoute } from "./routing/AddLiquidityRoute.tsx";
import { lazyPage } from "./routing/lazyPage.ts";
import { RemoveLiquidityTokensRedirect } from "./routing/RemoveLiquidityTokensRedirect.tsx";
import { SendRedirect } from "./routing/SendRedirect.tsx";
import { SwapOutputCurrencyRedirect } from "./routing/SwapOutputCurrencyRedirect.tsx";

const HomePage = lazyPage(() => import("../features/home/HomePage.tsx"));
const SwapPage = lazyPage(() => import("../features/swap/SwapPage.tsx"));
const LiquidityPage = lazyPage(() => import("../features/liquidity/LiquidityPage.tsx"));
const FindPoolPage = lazyPage(() => import("../features/liquidity/FindPoolPage.tsx"));
const AddLiquidityPage = lazyPage(() => import("../features/liquidity/AddLiquidityPage.tsx"));
const RemoveLiquidityPage = lazyPage(() => import("../features/liquidity/RemoveLiquidityPage.tsx"));
const FarmsPage = lazyPage(() => import("../features/farms/FarmsPage.tsx"));
const FarmAuctionPage = lazyPage(() => import("../features/farmAuction/FarmAuctionPage.tsx"));
const PoolsPage = lazyPage(() => import("../features/pools/PoolsPage.tsx"));
const LotteryPage = lazyPage(() => import("../features/lottery/LotteryPage.tsx"));
const PredictionPage = lazyPage(() => import("../features/prediction/PredictionPage.tsx"));
const IfoPage = lazyPage(() => import("../features/ifo/IfoPage.tsx"));
const CollectiblesPage = lazyPage(() => import("../features/collectibles/CollectiblesPage.tsx"));
const TeamsPage = lazyPage(() => import("../features/teams/TeamsPage.tsx"));
const TeamPage = lazyPage(() => import("../features/teams/TeamPage.tsx"));
const ProfilePage = lazyPage(() => import("../features/profile/ProfilePage.tsx"));
const TaskCenterPage = lazyPage(() => import("../features/profile/TaskCenterPage.tsx"));
const CompetitionPage = lazyPage(() => import("../features/competition/CompetitionPage.tsx"));
const VotingPage = lazyPage(() => import("../features/voting/VotingPage.tsx"));
const CreateProposalPage = lazyPage(() => import("../features/voting/CreateProposalPage.tsx"));
const ProposalPage = lazyPage(() => import("../features/voting/ProposalPage.tsx"));
const InfoPage = lazyPage(() => import("../features/info/InfoPage.tsx"));

const addLiquidity = (
  <AddLiquidityRoute>
    <AddLiquidityPage />
  </AddLiquidityRoute>
);

/**
 * The route table of spec 000 section 2 and spec 001 section 2, rendered inside the app's layout
 * (App.tsx). A path ending in /* also serves its sub-paths (e.g. /farms/history); the others match
 * exactly. It imports nothing from the layout, whose menu preloads pages from it.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },

  { path: "swap", element: <SwapPage /> },
  { path: "swap/:outputCurrency", element: <SwapOutputCurrencyRedirect /> },
  { path: "send", element: <SendRedirect /> },

  { path: "liquidity", element: <LiquidityPage /> },
  { path: "find", element: <FindPoolPage /> },
  { path: "pool", element: <Navigate to="/liquidity" replace /> },
  { path: "add", element: <AddLiquidityPage /> },
  { path: "add/:currencyIdA", element: addLiquidity },
  { path: "add/:currencyIdA/:currencyIdB", element: addLiquidity },
  { path: "create", element: <AddLiquidityPage /> },
  { path: "create/:currencyIdA", element: addLiquidity },
  { path: "create/:currencyIdA/:currencyIdB", element: addLiquidity },
  { path: "remove/:tokens", element: <RemoveLiquidityTokensRedirect /> },
  { path: "remove/:currencyIdA/:currencyIdB", element: <RemoveLiquidityPage /> },

  { path: "farms/auction", element: <FarmAuctionPage /> },
  { path: "farms/*", element: <FarmsPage /> },
  { path: "pools/*", element: <PoolsPage /> },
  { path: "staking", element: <Navigate to="/pools" replace /> },
  { path: "syrup", element: <Navigate to="/pools" replace /> },

  { path: "lottery/*", element: <LotteryPage /> },
  { path: "prediction/*", element: <PredictionPage /> },
  { path: "ifo/*", element: <IfoPage /> },
  { path: "collectibles/*", element: <CollectiblesPage /> },
  { path: "nft", element: <Navigate to="/collectibles" replace /> },
  { path: "teams", element: <TeamsPage /> },
  { path: "teams/:teamId/*", element: <TeamPage /> },
  { path: "profile/tasks", element: <TaskCenterPage /> },
  { path: "profile/*", element: <ProfilePage /> },
  { path: "competition/*", element: <CompetitionPage /> },
  { path: "voting", element: <VotingPage /> },
  { path: "voting/proposal/create", element: <CreateProposalPage /> },
  { path: "voting/proposal/:proposalId/*", element: <ProposalPage /> },
  { path: "info/*", element: <InfoPage /> },

  { path: "*", element: <NotFoundPage /> },
];
