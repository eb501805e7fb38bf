import type { DeployedPool, StakingSection } from "@griddle/sdk";
import { encodeDeployData, encodeFunctionData, getContractAddress, isAddressEqual, parseEther } from "viem";
import {
  BEP20TokenArtifact,
  CakeTokenArtifact,
  CakeVaultArtifact,
  MasterChefArtifact,
  SmartChefFactoryArtifact,
} from "../../generated/artifacts.ts";
import type { DeployedContracts } from "../amm/deployContracts.ts";
import type { LocalTokenDefinition } from "../amm/localTokens.ts";
import { requireToken } from "../amm/requireToken.ts";
import { createSeedWhaleSender } from "../core/createSeedWhaleSender.ts";
import type { DeployContext } from "../core/DeployContext.ts";
import { mineBlocksPast } from "../core/mineBlocksPast.ts";
import { BURN_ADDRESS, LOCAL_BURNED_CAKE } from "./burnedCake.ts";
import { deployStakingPools } from "./deployStakingPools.ts";
import { fundSeedWhale } from "./fundSeedWhale.ts";
import { CAKE_PER_BLOCK, LOCAL_STAKING_POOLS, MANUAL_POOL_ALLOC_POINT } from "./localStakingPools.ts";
import { planSeedStakes } from "./planSeedStakes.ts";
import { planWhaleStakes } from "./planWhaleStakes.ts";
import { poolRewardTotal } from "./poolRewardTotal.ts";
import { seedStakes } from "./seedStakes.ts";

/** What the staking seed must know of the farms that deployFarms adds after it. */
export interface FarmTerms {
  /** Pool 0's CAKE per block once the farms are added: the rate the whale's pool 0 stake is sized for. */
  readonly manualPoolRewardPerBlock: bigint;
  /**
   * CAKE the seed whale needs beyond its pool stakes, for its farm liquidity and trades: it must be
   * minted here, since only the deployer mints and only until MasterChef owns CAKE.
   */
  readonly whaleFarmCake: bigint;
}

/**
 * Deploys the CAKE emission (MasterChef, starting now, with only the manual CAKE pool), the auto
 * vault (fees to the deployer as treasury), the SmartChef factory and the pool catalogue; funds every
 * pool's rewards for its whole period; mints the CAKE already burned; hands CAKE's ownership to MasterChef once the deployer has
 * minted what the seed needs; makes the seeded stakes from the deployer and the dev stakers, and the seed
 * whale's, which bring pool 0 (at its rate once the farms are added) and every live pool to their
 * catalogue APRs; and mines past the end of the finished pools. Runs after every other deployment, so
 * earlier addresses never move; the farms come after it, for the same reason.
 */
export async function deployStaking(
  { publicClient, deployer: sender, devStakers: stakers }: DeployContext,
  contracts: DeployedContracts,
  tokenList: readonly LocalTokenDefinition[],
  farmTerms: FarmTerms,
): Promise<StakingSection> {
  const deployer = sender.deployer;
  const cake = requireToken(contracts, "CAKE");
  const baseBlock = await publicClient.getBlockNumber({ cacheTime: 0 });
  const cakePerBlock = parseEther(CAKE_PER_BLOCK.toString());

  const masterChef = await sender.deploy(
    "deploy MasterChef",
    encodeDeployData({
      ...MasterChefArtifact,
      args: [cake, cakePerBlock, baseBlock, MANUAL_POOL_ALLOC_POINT, deployer],
    }),
  );
  // MasterChef creates SYRUP in its constructor, its first creation.
  const syrup = getContractAddress({ from: masterChef, nonce: 1n });
  const cakeVault = await sender.deploy(
    "deploy CakeVault",
    encodeDeployData({ ...CakeVaultArtifact, args: [cake, syrup, masterChef, deployer, deployer] }),
  );
  const smartChefFactory = await sender.deploy(
    "deploy SmartChefFactory",
    encodeDeployData({ ...SmartChefFactoryArtifact, args: [deployer] }),
  );
  const smartChefs = await deployStakingPools(
    sender,
    contracts,
    tokenList,
    smartChefFactory,
    baseBlock,
    LOCAL_STAKING_POOLS,
    1,
  );
  const manualPool: DeployedPool = {
    sousId: 0,
    address: masterChef,
    stakingToken: cake,
    earningToken: cake,
    // Its share once the farms are added, which the app reads from MasterChef.
    tokenPerBlock: farmTerms.manualPoolRewardPerBlock.toString(),
    startBlock: Number(baseBlock),
    endBlock: null,
    stakingLimit: "0",
    poolCategory: "Core",
    sortOrder: 1,
  };

  const plan = planSeedStakes({ masterChef, cakeVault, cake }, smartChefs, LOCAL_STAKING_POOLS, tokenList);
  const whalePlan = planWhaleStakes({
    staking: { masterChef, cakeVault, cake },
    pools: smartChefs,
    definitions: LOCAL_STAKING_POOLS,
    tokenList,
    seedPlan: plan,
    seededStakerCount: stakers.length + 1,
    manualPoolRewardPerBlock: farmTerms.manualPoolRewardPerBlock,
  });
  const whale = await createSeedWhaleSender(publicClient);
  const cakeRewards = smartChefs
    .filter((pool) => isAddressEqual(pool.earningToken, cake))
    .reduce((sum, pool) => sum + poolRewardTotal(pool), 0n);
  const deployerCakeStakes = plan
    .filter((stake) => stake.token !== undefined && isAddressEqual(stake.token, cake))
    .reduce((sum, stake) => sum + stake.amount, 0n);
  await sender.send({
    step: "mint the CAKE the pools pay and the deployer stakes",
    to: cake,
    data: encodeFunctionData({
      abi: CakeTokenArtifact.abi,
      functionName: "mint",
      args: [deployer, cakeRewards + deployerCakeStakes],
    }),
  });
  for (const pool of smartChefs) {
    await sender.send({
      step: `fund pool ${pool.sousId}'s rewards`,
      to: pool.earningToken,
      data: encodeFunctionData({
        abi: BEP20TokenArtifact.abi,
        functionName: "transfer",
        args: [pool.address, poolRewardTotal(pool)],
      }),
    });
  }
  await fundSeedWhale(
    publicClient,
    sender,
    whale.deployer,
    [...whalePlan, { token: cake, amount: farmTerms.whaleFarmCake }],
    cake,
  );
  await sender.send({
    step: "mint the CAKE already burned",
    to: cake,
    data: encodeFunctionData({
      abi: CakeTokenArtifact.abi,
      functionName: "mint",
      args: [BURN_ADDRESS, LOCAL_BURNED_CAKE],
    }),
  });
  await sender.send({
    step: "hand CAKE's ownership to MasterChef",
    to: cake,
    data: encodeFunctionData({
      abi: CakeTokenArtifact.abi,
      functionName: "transferOwnership",
      args: [masterChef],
    }),
  });
  await sender.confirm();

  await Promise.all([
    ...[sender, ...stakers].map((staker) => seedStakes(staker, plan)),
    seedStakes(whale, whalePlan),
  ]);
  const finishedEnd = smartChefs
    .filter((_, index) => LOCAL_STAKING_POOLS[index]?.schedule === "finished")
    .reduce((latest, pool) => Math.max(latest, pool.endBlock ?? 0), 0);
  await mineBlocksPast(publicClient, BigInt(finishedEnd));

  return { staking: { masterChef, syrup, cakeVault, smartChefFactory, pools: [manualPool, ...smartChefs] } };
}
