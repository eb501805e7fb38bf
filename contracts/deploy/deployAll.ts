import type { DeploymentManifest } from "@griddle/sdk";
import type { Account, Address, Chain, PublicClient, Transport, WalletClient } from "viem";
import { GriddleFactoryArtifact } from "../generated/artifacts.ts";
import { configureProtocol } from "./configureProtocol.ts";
import { createTransactionSender } from "./createTransactionSender.ts";
import { deployContracts } from "./deployContracts.ts";
import { deployFarms } from "./deployFarms.ts";
import { deployStaking } from "./deployStaking.ts";
import { fundSeedAccounts } from "./fundSeedAccounts.ts";
import { LOCAL_FARMS } from "./localFarms.ts";
import { FEE_BRIDGES, LOCAL_PAIRS } from "./localPairs.ts";
import { MANUAL_POOL_ALLOC_POINT } from "./localStakingPools.ts";
import { COMPROMISED_SYMBOL, FEE_ON_TRANSFER_SYMBOL, LOCAL_TOKENS } from "./localTokens.ts";
import { planFarmSeed } from "./planFarmSeed.ts";
import { readDeployedPairs } from "./readDeployedPairs.ts";
import { requireToken } from "./requireToken.ts";
import { seedLiquidity } from "./seedLiquidity.ts";

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
}

/**
 * The one local deployment, used by `npm start` and by tests: deploys every contract, turns the
 * protocol fee on, seeds the pools at realistic prices, funds the seed accounts, deploys and seeds
 * staking and then the farms and their trading history last (so the earlier addresses never move) and
 * returns the manifest. Expects a fresh, automining chain.
 */
export async function deployLocalStack(options: DeployLocalStackOptions): Promise<DeploymentManifest> {
  const { publicClient, walletClient } = options;
  const sender = await createTransactionSender(publicClient, walletClient);
  const cakeDefinition = LOCAL_TOKENS.find((token) => token.kind === "cake");
  if (cakeDefinition === undefined) throw new Error("The token list has no CAKE");

  const contracts = await deployContracts(sender, LOCAL_TOKENS);
  await configureProtocol(sender, contracts, cakeDefinition, FEE_BRIDGES);
  await seedLiquidity(sender, contracts, LOCAL_TOKENS, LOCAL_PAIRS);
  await fundSeedAccounts(sender, contracts, LOCAL_TOKENS, options.seedAccounts);
  const stakers = await Promise.all(
    options.stakerWalletClients.map((stakerWallet) => createTransactionSender(publicClient, stakerWallet)),
  );
  const farmPlan = planFarmSeed({
    farms: LOCAL_FARMS,
    tokenList: LOCAL_TOKENS,
    manualPoolAllocPoint: MANUAL_POOL_ALLOC_POINT,
    devStakerCount: stakers.length,
  });
  const staking = await deployStaking(publicClient, sender, contracts, LOCAL_TOKENS, stakers, {
    manualPoolRewardPerBlock: farmPlan.manualPoolRewardPerBlock,
    whaleFarmCake: farmPlan.whaleFunding.get("CAKE") ?? 0n,
  });
  const farms = await deployFarms({
    publicClient,
    sender,
    contracts,
    tokenList: LOCAL_TOKENS,
    masterChef: staking.masterChef,
    plan: farmPlan,
    devStakers: stakers,
  });

  const [chainId, initCodePairHash, pairs] = await Promise.all([
    publicClient.getChainId(),
    publicClient.readContract({
      address: contracts.factory,
      abi: GriddleFactoryArtifact.abi,
      functionName: "INIT_CODE_PAIR_HASH",
    }),
    readDeployedPairs(publicClient, contracts.factory),
  ]);
  return {
    chainId,
    rpcUrl: options.rpcUrl,
    startBlock: contracts.startBlock,
    contracts: {
      wbnb: contracts.wbnb,
      cake: requireToken(contracts, cakeDefinition.symbol),
      factory: contracts.factory,
      router: contracts.router,
      multicall: contracts.multicall,
      feeCollector: contracts.feeCollector,
    },
    initCodePairHash,
    tokens: LOCAL_TOKENS.map((token) => ({
      address: requireToken(contracts, token.symbol),
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
    })),
    pairs,
    blockedAddresses: [...options.blockedAddresses],
    notices: {
      feeOnTransferToken: requireToken(contracts, FEE_ON_TRANSFER_SYMBOL),
      compromisedToken: requireToken(contracts, COMPROMISED_SYMBOL),
    },
    staking: { ...staking, farms },
  };
}
