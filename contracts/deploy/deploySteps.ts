import type { DeploymentManifest } from "@griddle/sdk";
import type { Account, Address, Chain, PublicClient, Transport, WalletClient } from "viem";
import { deployAmm } from "./amm/deployAmm.ts";
import { LOCAL_TOKENS } from "./amm/localTokens.ts";
import { createTransactionSender, type TransactionSender } from "./core/createTransactionSender.ts";
import type { DeployContext } from "./core/DeployContext.ts";
import { deployFarms } from "./farms/deployFarms.ts";
import { deployIfo } from "./ifo/deployIfo.ts";
import { deployFarmAuction } from "./farmAuction/deployFarmAuction.ts";
import { deployLottery, type LotterySchedule } from "./lottery/deployLottery.ts";
import { deployPrediction, type PredictionRoundLengths } from "./prediction/deployPrediction.ts";
import { LOCAL_FARMS } from "./farms/localFarms.ts";
import { deployProfile } from "./profile/deployProfile.ts";
import { DEFAULT_COLLECTIBLE_METADATA_BASE_URI } from "./profile/localProfile.ts";
import { planFarmSeed } from "./farms/planFarmSeed.ts";
import { deployStaking } from "./staking/deployStaking.ts";
import { deployCompetition } from "./competition/deployCompetition.ts";
import type { CompetitionSchedule } from "./competition/localCompetition.ts";
import { MANUAL_POOL_ALLOC_POINT } from "./staking/localStakingPools.ts";

/** The manifest sections the area steps fill; deployAll adds what the caller and the finished chain know. */
export type DeployedSections = Omit<
  DeploymentManifest,
  "chainId" | "rpcUrl" | "initCodePairHash" | "pairs" | "blockedAddresses" | "services"
>;

export interface DeployStepsParameters {
  readonly publicClient: PublicClient;
  readonly deployer: TransactionSender;
  /** Dev accounts that receive every token. */
  readonly seedAccounts: readonly Address[];
  /** Dev accounts besides the deployer that stake in the seeded pools and farms. */
  readonly stakerWalletClients: readonly WalletClient<Transport, Chain, Account>[];
  /** The prediction game's round lengths; the contract's own (100 and 20 blocks) when absent. */
  readonly prediction?: PredictionRoundLengths;
  /** How the lottery keeper runs rounds (the seed leaves it an open round); 5-minute rounds when absent. */
  readonly lottery?: LotterySchedule;
  /**
   * Where the API serves collectible metadata: each token's URI is this followed by
   * `<identifier>.json`; DEFAULT_COLLECTIBLE_METADATA_BASE_URI (the API's default port) when absent.
   */
  readonly collectibleMetadataBaseUri?: string;
  /** How the competition keeper runs the phases (written to the manifest); 3 and 12 minutes when absent. */
  readonly competition?: CompetitionSchedule;
}

/**
 * The local deployment, one line per area in the order they deploy: each step deploys and seeds its
 * area from the shared context, given what it builds on, and returns its manifest sections. A new
 * area adds deploy/<area>/ with such a step, and appends its line here and its sections to the
 * result; appending keeps every earlier address.
 */
export async function runDeploySteps({
  publicClient,
  deployer,
  seedAccounts,
  stakerWalletClients,
  prediction: predictionRounds,
  lottery: lotterySchedule,
  collectibleMetadataBaseUri = DEFAULT_COLLECTIBLE_METADATA_BASE_URI,
  competition: competitionSchedule,
}: DeployStepsParameters): Promise<DeployedSections> {
  const amm = await deployAmm({ deployer }, seedAccounts);
  // A sender fixes its fee caps when it is made: made here, after the AMM's seed, the stakers'
  // transactions stay byte for byte those of every earlier deployment.
  const context: DeployContext = {
    publicClient,
    deployer,
    devStakers: await Promise.all(
      stakerWalletClients.map((stakerWallet) => createTransactionSender(publicClient, stakerWallet)),
    ),
  };
  // Staking is sized for the farms added after it: pool 0's share of the emission, the whale's farm CAKE.
  const farmPlan = planFarmSeed({
    farms: LOCAL_FARMS,
    tokenList: LOCAL_TOKENS,
    manualPoolAllocPoint: MANUAL_POOL_ALLOC_POINT,
    devStakerCount: context.devStakers.length,
  });
  const { staking } = await deployStaking(context, amm.contracts, LOCAL_TOKENS, {
    manualPoolRewardPerBlock: farmPlan.manualPoolRewardPerBlock,
    whaleFarmCake: farmPlan.whaleFunding.get("CAKE") ?? 0n,
  });
  const farms = await deployFarms(context, {
    contracts: amm.contracts,
    tokenList: LOCAL_TOKENS,
    masterChef: staking.masterChef,
    plan: farmPlan,
  });

  const { prediction, seedHistory: seedPredictionHistory } = await deployPrediction(
    context,
    amm.contracts,
    predictionRounds,
  );
  const { lottery } = await deployLottery(context, amm.contracts, lotterySchedule);
  const { profile } = await deployProfile(context, {
    cake: amm.sections.contracts.cake,
    prediction: prediction.contract,
    cakeVault: staking.cakeVault,
    collectibleMetadataBaseUri,
  });
  // The offerings' seed mines past its offerings' windows: before the prediction history, below.
  const { ifo } = await deployIfo(context, {
    factory: amm.sections.contracts.factory,
    cake: amm.sections.contracts.cake,
    wbnb: amm.sections.contracts.wbnb,
    profile: profile.profile,
    pointCenterIfo: profile.pointCenterIfo,
  });
  const { farmAuction } = await deployFarmAuction(context, amm.sections.contracts.cake);
  const { competition } = await deployCompetition(
    context,
    { contracts: amm.contracts, profile: profile.profile },
    competitionSchedule,
  );
  // Last: the prediction history leaves a round open a whole interval before its lock, and any block
  // mined after it (the lottery's seed mines hundreds) would eat into that interval.
  await seedPredictionHistory();

  return {
    ...amm.sections,
    staking: { ...staking, ...farms.staking },
    prediction,
    lottery,
    profile,
    ifo,
    farmAuction,
    competition,
  };
}
