import type { AccessSection } from "./sections/access/AccessSection.ts";
import type { AmmSection } from "./sections/amm/AmmSection.ts";
import type { ChainSection } from "./sections/chain/ChainSection.ts";
import type { FarmAuctionSection } from "./sections/farmAuction/FarmAuctionSection.ts";
import type { CompetitionSection } from "./sections/competition/CompetitionSection.ts";
import type { FarmsSection } from "./sections/farms/FarmsSection.ts";
import type { IfoSection } from "./sections/ifo/IfoSection.ts";
import type { LotterySection } from "./sections/lottery/LotterySection.ts";
import type { PredictionSection } from "./sections/prediction/PredictionSection.ts";
import type { ProfileSection } from "./sections/profile/ProfileSection.ts";
import type { ServicesSection } from "./sections/services/ServicesSection.ts";
import type { StakingSection } from "./sections/staking/StakingSection.ts";
import type { TokensSection } from "./sections/tokens/TokensSection.ts";

/**
 * What `npm start` (and every test that starts a local stack) writes after deploying and seeding.
 * The app, the end-to-end tests and later services read addresses from here, never from source.
 *
 * One section per area, each in sections/<area>/ with its type, its parser and the parser's test. A
 * new area adds that folder, its type here and its parser to SECTION_PARSERS in
 * parseDeploymentManifest.ts; the complete-manifest test there fails until both are in.
 */
export type DeploymentManifest = ChainSection &
  AmmSection &
  TokensSection &
  AccessSection &
  StakingSection &
  FarmsSection &
  PredictionSection &
  LotterySection &
  ProfileSection &
  ServicesSection &
  IfoSection &
  FarmAuctionSection &
  CompetitionSection;

/** The CAKE emission, the auto-compounding vault, the pool catalogue and the farms. */
export type DeployedStaking = DeploymentManifest["staking"];
