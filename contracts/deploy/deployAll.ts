import type { DeploymentManifest } from "@griddle/sdk";
import type { Account, Address, Chain, PublicClient, Transport, WalletClient } from "viem";
import { GriddleFactoryArtifact } from "../generated/artifacts.ts";
import { readDeployedPairs } from "./amm/readDeployedPairs.ts";
import { createTransactionSender } from "./core/createTransactionSender.ts";
import { runDeploySteps } from "./deploySteps.ts";
import type { LotterySchedule } from "./lottery/deployLottery.ts";
import type { CompetitionSchedule } from "./competition/localCompetition.ts";
import type { PredictionRoundLengths } from "./prediction/deployPrediction.ts";
import { DEFAULT_COLLECTIBLE_METADATA_BASE_URI } from "./profile/localProfile.ts";

export type { LotterySchedule, PredictionRoundLengths, CompetitionSchedule };
export { DEFAULT_COLLECTIBLE_METADATA_BASE_URI };

export interface DeployLocalStackOptions {
  readonly publicClient: PublicClient;
  /** The deployer: account 0 of LOCAL_DEV_MNEMONIC, so that addresses are the same on every fresh chain. */
  readonly walletClient: WalletClient<Transport, Chain, Account>;
  /** Dev accounts that receive every token (the first SEEDED_DEV_ACCOUNT_COUNT). */
  readonly seedAccounts: readonly Address[];
  /** Dev accounts besides the deployer that stake in the seeded pools and farms, each with its own wallet. */
  readonly stakerWalletClients: readonly WalletClient<Transport, Chain, Account>[];
  /** Written to the manifest as given: the endpoint as the browser reaches it. */
  readonly rpcUrl: string;
  readonly blockedAddresses: readonly Address[];
  /** The prediction game's round lengths (a shorter game for demos); the contract's own when absent. */
  readonly prediction?: PredictionRoundLengths;
  /** The lottery keeper's round length and seed secret, for the open round the seed leaves it. */
  readonly lottery?: LotterySchedule;
  /** Where the API serves collectible metadata (`<identifier>.json` follows it); the API's default when absent. */
  readonly collectibleMetadataBaseUri?: string;
  /** How the competition keeper runs the phases (written to the manifest); 3 and 12 minutes when absent. */
  readonly competition?: CompetitionSchedule;
}

/**
 * The one local deployment, used by `npm start` and by tests: runs every area's step of
 * deploySteps.ts in order (the AMM, staking, then the farms and their trading history last, so the
 * earlier addresses never move) and returns the manifest. Expects a fresh, automining chain.
 */
export async function deployLocalStack(options: DeployLocalStackOptions): Promise<DeploymentManifest> {
  const { publicClient, walletClient } = options;
  const sections = await runDeploySteps({
    publicClient,
    deployer: await createTransactionSender(publicClient, walletClient),
    seedAccounts: options.seedAccounts,
    stakerWalletClients: options.stakerWalletClients,
    prediction: options.prediction,
    lottery: options.lottery,
    collectibleMetadataBaseUri: options.collectibleMetadataBaseUri,
    competition: options.competition,
  });

  // Read last: the farms create pairs too.
  const [chainId, initCodePairHash, pairs] = await Promise.all([
    publicClient.getChainId(),
    publicClient.readContract({
      address: sections.contracts.factory,
      abi: GriddleFactoryArtifact.abi,
      functionName: "INIT_CODE_PAIR_HASH",
    }),
    readDeployedPairs(publicClient, sections.contracts.factory),
  ]);
  return {
    chainId,
    rpcUrl: options.rpcUrl,
    ...sections,
    initCodePairHash,
    pairs,
    blockedAddresses: [...options.blockedAddresses],
  };
}
