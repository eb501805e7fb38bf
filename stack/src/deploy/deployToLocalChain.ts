import {
  deployLocalStack,
  type CompetitionSchedule,
  type LotterySchedule,
  type PredictionRoundLengths,
} from "@griddle/contracts/deploy";
import { LOCAL_DEV_MNEMONIC, SEEDED_DEV_ACCOUNT_COUNT, type DeploymentManifest } from "@griddle/sdk";
import { createPublicClient, createWalletClient, http } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { localChain } from "./localChain.ts";

/**
 * The dev account the local manifest lists as blocked, so the 'Blocked address' screen can be
 * seen and tested. It is the node's last funded account, outside the seeded ones.
 */
export const BLOCKED_DEV_ACCOUNT_INDEX = 19;

/** Dev accounts that, with the deployer, hold seeded stakes and pending rewards in the pools. */
const STAKING_DEV_ACCOUNT_INDEXES: readonly number[] = [1, 2, 3];

export interface LocalDeployOptions {
  /** The prediction game's round lengths (shorter rounds for demos and tests); 100 and 20 blocks when absent. */
  readonly prediction?: PredictionRoundLengths;
  /** The lottery keeper's round length and seed secret (the seed leaves it an open round); 5-minute rounds and the public local secret when absent. */
  readonly lottery?: LotterySchedule;
  /** Where the API serves collectible metadata, `{apiUrl}/api/collectibles/`; the API's default port's when absent. */
  readonly collectibleMetadataBaseUri?: string;
  /** How the competition keeper runs the phases; 3 minutes of registration and 12 of trading when absent. */
  readonly competition?: CompetitionSchedule;
}

/**
 * Deploys and seeds a fresh local chain from dev account 0, with seeded stakes also from the staking
 * dev accounts, and returns its manifest, with the chain's genesis hash (a restarted chain has the
 * same id and addresses; the app tells it from the old one by that hash).
 */
export async function deployToLocalChain(
  rpcUrl: string,
  options: LocalDeployOptions = {},
): Promise<DeploymentManifest> {
  const chain = localChain(rpcUrl);
  const transport = http(rpcUrl, { batch: false });
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 100 });
  const walletClientOf = (addressIndex: number) =>
    createWalletClient({
      chain,
      transport,
      account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex }),
    });
  const walletClient = walletClientOf(0);
  const stakerWalletClients = STAKING_DEV_ACCOUNT_INDEXES.map(walletClientOf);
  const seedAccounts = Array.from(
    { length: SEEDED_DEV_ACCOUNT_COUNT },
    (_, addressIndex) => mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex }).address,
  );
  const blocked = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: BLOCKED_DEV_ACCOUNT_INDEX }).address;
  // Read before deploying: the genesis block is the chain's own, whatever the deploy does after it.
  const { hash: genesisHash } = await publicClient.getBlock({ blockNumber: 0n });
  const manifest = await deployLocalStack({
    publicClient,
    walletClient,
    stakerWalletClients,
    seedAccounts,
    rpcUrl,
    blockedAddresses: [blocked],
    prediction: options.prediction,
    lottery: options.lottery,
    collectibleMetadataBaseUri: options.collectibleMetadataBaseUri,
    competition: options.competition,
  });
  return { ...manifest, genesisHash };
}
