export { GriddleError } from "./errors/GriddleError.ts";
export type { DeploymentManifest, DeployedStaking } from "./deployment/DeploymentManifest.ts";
export type { ChainSection } from "./deployment/sections/chain/ChainSection.ts";
export type { AmmSection, DeployedPair } from "./deployment/sections/amm/AmmSection.ts";
export type { TokensSection, DeployedToken } from "./deployment/sections/tokens/TokensSection.ts";
export type { AccessSection } from "./deployment/sections/access/AccessSection.ts";
export type {
  StakingSection,
  DeployedPool,
  PoolCategory,
} from "./deployment/sections/staking/StakingSection.ts";
export type { FarmsSection, DeployedFarm } from "./deployment/sections/farms/FarmsSection.ts";
export type { PredictionSection } from "./deployment/sections/prediction/PredictionSection.ts";
export type { LotterySection } from "./deployment/sections/lottery/LotterySection.ts";
export type { ProfileSection } from "./deployment/sections/profile/ProfileSection.ts";
export type { ServicesSection } from "./deployment/sections/services/ServicesSection.ts";
export type { IfoSection, DeployedOffering } from "./deployment/sections/ifo/IfoSection.ts";
export type { CompetitionSection } from "./deployment/sections/competition/CompetitionSection.ts";
export { parseDeploymentManifest } from "./deployment/parseDeploymentManifest.ts";
export { InvalidDeploymentManifestError } from "./deployment/InvalidDeploymentManifestError.ts";
export {
  LOCAL_DEV_MNEMONIC,
  SEEDED_DEV_ACCOUNT_COUNT,
  LOCAL_CHAIN_ID,
  LOCAL_KEEPER_ACCOUNT_INDEX,
} from "./deployment/localDevAccounts.ts";
export { LOCAL_LOTTERY_ROUND_SECONDS, LOCAL_LOTTERY_SEED_SECRET } from "./lottery/localLotteryDefaults.ts";
export { lotterySeed } from "./lottery/lotterySeed.ts";
export { lotteryBulkTicketPrice } from "./lottery/lotteryBulkTicketPrice.ts";
export { lotterySeedCommitment } from "./lottery/lotterySeedCommitment.ts";
export { lotteryFinalNumber } from "./lottery/lotteryFinalNumber.ts";
export { lotteryWinningBracket } from "./lottery/lotteryWinningBracket.ts";
export { BASIS_POINTS_DENOMINATOR, SWAP_FEE_BPS, MINIMUM_LIQUIDITY } from "./amm/constants.ts";
export { getAmountOut } from "./amm/getAmountOut.ts";
export { Rounding } from "./amm/Rounding.ts";
export { TradeType } from "./amm/TradeType.ts";
export type { Currency } from "./amm/Currency.ts";
export { Token } from "./amm/Token.ts";
export { NativeCurrency } from "./amm/NativeCurrency.ts";
export { Fraction } from "./amm/Fraction.ts";
export { Percent } from "./amm/Percent.ts";
export { CurrencyAmount } from "./amm/CurrencyAmount.ts";
export { Price } from "./amm/Price.ts";
export { Pair, type PairDeployment } from "./amm/Pair.ts";
export { Route } from "./amm/Route.ts";
export { Trade } from "./trade/Trade.ts";
export { tradeComparator } from "./trade/tradeComparator.ts";
export { isTradeBetter } from "./trade/isTradeBetter.ts";
export { InsufficientReservesError } from "./amm/InsufficientReservesError.ts";
export { InsufficientInputAmountError } from "./amm/InsufficientInputAmountError.ts";
export { TradesNotComparableError } from "./trade/TradesNotComparableError.ts";
export { InvalidCurrencyError } from "./amm/InvalidCurrencyError.ts";
export { InvalidRouteError } from "./amm/InvalidRouteError.ts";
export { InvalidSlippageToleranceError } from "./trade/InvalidSlippageToleranceError.ts";
export type { BestTradeOptions } from "./routing/BestTradeOptions.ts";
export { InvalidBestTradeOptionsError } from "./routing/InvalidBestTradeOptionsError.ts";
// Generated from the Hardhat build by `npm run build -w @griddle/contracts` (every start, build and
// typecheck runs it first): the one source of the app's contract ABIs.
export {
  bEP20TokenAbi,
  bnbStakingAbi,
  bunnyFactoryAbi,
  bunnySpecialCakeVaultAbi,
  bunnySpecialPredictionAbi,
  cakeTokenAbi,
  cakeVaultAbi,
  griddleBunniesAbi,
  griddleFactoryAbi,
  griddleLotteryAbi,
  griddlePairAbi,
  griddlePredictionAbi,
  griddleProfileAbi,
  griddleRouterAbi,
  ifoSaleV1Abi,
  iifoAbi,
  ifoSaleV2Abi,
  griddleTradingCompetitionAbi,
  masterChefAbi,
  multicallAbi,
  pointCenterIFOAbi,
  priceFeedAggregatorAbi,
  smartChefAbi,
  wbnbAbi,
} from "./abis/generated/index.ts";
export { LOCAL_TEAMS, type TeamDefinition } from "./profile/localTeams.ts";
export {
  LOCAL_COLLECTIBLES,
  STARTER_COLLECTIBLES,
  type CollectibleDefinition,
  type CollectibleSource,
} from "./profile/collectibleCatalogue.ts";
export {
  LOCAL_POINT_CAMPAIGNS,
  type PointCampaign,
  type PointCampaignType,
} from "./profile/pointCampaigns.ts";
export {
  USERNAME_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  findUsernameProblem,
  type UsernameProblem,
} from "./profile/usernameRules.ts";
export {
  buildUsernameMessage,
  parseUsernameMessage,
  type UsernameMessage,
} from "./profile/usernameMessage.ts";
export { InvalidUsernameMessageError } from "./profile/InvalidUsernameMessageError.ts";
export {
  LOCAL_OFFERINGS,
  type OfferingDefinition,
  type OfferingPoolShare,
  type OfferingVersion,
} from "./ifo/localOfferings.ts";
export { IFO_SHOPPER_BADGE, ifoPointCampaign } from "./ifo/ifoPointCampaign.ts";
export type {
  FarmAuctionSection,
  DeployedAuctionBidder,
} from "./deployment/sections/farmAuction/FarmAuctionSection.ts";
export { farmAuctionAbi } from "./abis/generated/index.ts";
export {
  LOCAL_AUCTION_BIDDERS,
  LOCAL_AUCTION_WINNERS,
  type AuctionBidderDefinition,
} from "./farmAuction/localAuctionBidders.ts";
export {
  COMPETITION_ELIGIBLE_PAIRS,
  COMPETITION_PRIZE_POOL_USD,
  NUMBER_REWARD_GROUPS,
  REWARD_GROUP_LAST_RANKS,
  TOP_MEMBERS_PER_TEAM,
} from "./competition/competitionConstants.ts";
export { CompetitionStatus, toCompetitionStatus } from "./competition/CompetitionStatus.ts";
export { competitionRewardGroup } from "./competition/competitionRewardGroup.ts";
export {
  rankCompetition,
  type CompetitionRanking,
  type CompetitionRegistration,
  type RankCompetitionParameters,
  type RankedTeam,
  type RankedTrader,
} from "./competition/rankCompetition.ts";
export { competitionResultLeaf } from "./competition/competitionResultLeaf.ts";
export { buildMerkleTree, type MerkleTree } from "./competition/buildMerkleTree.ts";
export { buildCompetitionResults, type CompetitionResults } from "./competition/buildCompetitionResults.ts";
export {
  COMPETITION_STANDINGS_QUERY,
  CompetitionStandingsShapeError,
  fetchCompetitionStandings,
  type CompetitionStandings,
  type IndexedCompetitionPhase,
  type PostCompetitionQuery,
} from "./competition/fetchCompetitionStandings.ts";
export { LOCAL_COMPETITION_TRADES } from "./competition/localCompetitionTrades.ts";
export type { CallTraceFrame, CallTraceLog } from "./simulation/CallTraceFrame.ts";
export type {
  ApprovalChange,
  NftTransfer,
  RevertDescription,
  SimulatedOutcome,
  TokenBalanceChange,
  TransferFee,
} from "./simulation/SimulatedOutcome.ts";
export type { SimulationResult } from "./simulation/SimulationResult.ts";
export type { ProbeTargets } from "./simulation/ProbeTargets.ts";
export { outcomeFromCallTrace } from "./simulation/outcomeFromCallTrace.ts";
export { outcomeFromBalanceProbe, type BalanceProbeResult } from "./simulation/outcomeFromBalanceProbe.ts";
export { isUnlimitedAllowance } from "./simulation/isUnlimitedAllowance.ts";
export {
  simulateTransaction,
  type SimulateTransactionParameters,
  type SimulateTransactionReturnType,
} from "./simulation/simulateTransaction.ts";
export {
  findPreviewWarnings,
  receivedAmount,
  type PreviewWarning,
  type ReceiveExpectation,
} from "./simulation/findPreviewWarnings.ts";
export { SNAPSHOT_DOMAIN, SNAPSHOT_PROPOSAL_TYPES, SNAPSHOT_VOTE_TYPES } from "./voting/snapshotTypedData.ts";
