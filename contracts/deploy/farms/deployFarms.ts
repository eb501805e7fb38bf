import type { DeployedFarm, FarmsSection } from "@griddle/sdk";
import { createTestClient, custom, encodeFunctionData, zeroAddress, type Address } from "viem";
import {
  BEP20TokenArtifact,
  GriddleFactoryArtifact,
  GriddlePairArtifact,
  MasterChefArtifact,
} from "../../generated/artifacts.ts";
import type { DeployedContracts } from "../amm/deployContracts.ts";
import { LOCAL_FARM_PAIRS, type LocalPairDefinition } from "../amm/localPairs.ts";
import type { LocalTokenDefinition, LocalTokenSymbol } from "../amm/localTokens.ts";
import { requireToken } from "../amm/requireToken.ts";
import { seedLiquidity } from "../amm/seedLiquidity.ts";
import { createSeedWhaleSender } from "../core/createSeedWhaleSender.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import type { DeployContext } from "../core/DeployContext.ts";
import { withBatchedMining } from "../core/withBatchedMining.ts";
import { DEV_FARM_STAKE_PERCENT, TRADING_HISTORY_SWAPS } from "./localFarms.ts";
import type { FarmSeedPlan, PlannedFarm } from "./planFarmSeed.ts";
import { seedTradingHistory } from "./seedTradingHistory.ts";
import { stakeInFarms } from "./stakeInFarms.ts";

export interface DeployFarmsParameters {
  readonly contracts: DeployedContracts;
  readonly tokenList: readonly LocalTokenDefinition[];
  readonly masterChef: Address;
  /** planFarmSeed's plan, whose CAKE for the whale deployStaking has already minted to it. */
  readonly plan: FarmSeedPlan;
}

function displaySymbol(symbol: LocalTokenSymbol): string {
  return symbol === "WBNB" ? "BNB" : symbol;
}

/**
 * Opens the farm catalogue on MasterChef and seeds it: creates the pairs the farms need beyond the
 * seeded ones; adds every farm in pid order; has the dev accounts add liquidity and stake most of it,
 * and the seed whale add and stake what brings each live farm to its APR; trades the live farms'
 * pairs from the whale for a trading history; and finally sets the finished farms to 0 points, so that
 * the dev accounts keep CAKE to harvest there. Runs after deployStaking, so earlier addresses never
 * move, with many transactions to a block. Returns the farms in pid order, as their manifest section.
 */
export async function deployFarms(
  // The deployer is MasterChef's owner and holds the token supplies; the dev stakers add and stake
  // each farm's dev liquidity.
  { publicClient, deployer: sender, devStakers }: DeployContext,
  { contracts, tokenList, masterChef, plan }: DeployFarmsParameters,
): Promise<FarmsSection> {
  const poolLength = await publicClient.readContract({
    address: masterChef,
    abi: MasterChefArtifact.abi,
    functionName: "poolLength",
  });
  if (poolLength !== 1n)
    throw new Error(`MasterChef must hold only pool 0 before the farms, not ${poolLength}`);
  const whale = await createSeedWhaleSender(publicClient);
  const liquidityOf = (farm: PlannedFarm, usdPerSide: bigint): LocalPairDefinition => ({
    tokenA: farm.definition.token,
    tokenB: farm.definition.quote,
    usdPerSide,
  });

  return withBatchedMining(publicClient, async ({ mineBlock }) => {
    await seedLiquidity(sender, contracts, tokenList, LOCAL_FARM_PAIRS);
    const lpTokens = await Promise.all(
      plan.farms.map(async ({ definition }) => {
        const pair = await publicClient.readContract({
          address: contracts.factory,
          abi: GriddleFactoryArtifact.abi,
          functionName: "getPair",
          args: [requireToken(contracts, definition.token), requireToken(contracts, definition.quote)],
        });
        if (pair === zeroAddress) throw new Error(`No ${definition.token}-${definition.quote} pool to farm`);
        return pair;
      }),
    );
    const lpTokenOf = (farm: PlannedFarm): Address => {
      const lpToken = lpTokens[farm.pid - 1];
      if (lpToken === undefined) throw new Error(`Farm ${farm.pid} has no LP token`);
      return lpToken;
    };

    for (const farm of plan.farms) {
      await sender.send({
        step: `add farm ${farm.pid} (${farm.definition.token}-${farm.definition.quote})`,
        to: masterChef,
        data: encodeFunctionData({
          abi: MasterChefArtifact.abi,
          functionName: "add",
          args: [farm.definition.allocPoint, lpTokenOf(farm), false],
        }),
      });
    }
    for (const [symbol, amount] of plan.whaleFunding) {
      // The whale's CAKE was minted with its pool stakes; BNB is set on the node below.
      if (symbol === "CAKE" || symbol === "WBNB") continue;
      await sender.send({
        step: `send the seed whale its ${symbol} for the farms`,
        to: requireToken(contracts, symbol),
        data: encodeFunctionData({
          abi: BEP20TokenArtifact.abi,
          functionName: "transfer",
          args: [whale.deployer, amount],
        }),
      });
    }
    const testClient = createTestClient({ mode: "hardhat", transport: custom(publicClient) });
    const whaleBnb = await publicClient.getBalance({ address: whale.deployer });
    await testClient.setBalance({
      address: whale.deployer,
      value: whaleBnb + (plan.whaleFunding.get("WBNB") ?? 0n),
    });
    await sender.confirm();

    /** Adds `liquidity` from `staker`, then stakes `percent` of each LP token it then holds. */
    const provideAndStake = async (
      staker: TransactionSender,
      liquidity: readonly { farm: PlannedFarm; usdPerSide: bigint }[],
      percent: bigint,
    ): Promise<void> => {
      await seedLiquidity(
        staker,
        contracts,
        tokenList,
        liquidity.map(({ farm, usdPerSide }) => liquidityOf(farm, usdPerSide)),
      );
      const stakes = await Promise.all(
        liquidity.map(async ({ farm }) => {
          const lpToken = lpTokenOf(farm);
          const balance = await publicClient.readContract({
            address: lpToken,
            abi: GriddlePairArtifact.abi,
            functionName: "balanceOf",
            args: [staker.deployer],
          });
          return { pid: farm.pid, lpToken, amount: (balance * percent) / 100n };
        }),
      );
      await stakeInFarms(staker, masterChef, stakes);
    };
    const whaleLiquidity = plan.farms
      .filter((farm) => farm.whaleLiquidityUsd > 0n)
      .map((farm) => ({ farm, usdPerSide: farm.whaleLiquidityUsd }));
    const devLiquidity = plan.farms
      .filter((farm) => farm.devLiquidityUsd > 0n)
      .map((farm) => ({ farm, usdPerSide: farm.devLiquidityUsd }));
    await Promise.all([
      provideAndStake(whale, whaleLiquidity, 100n),
      ...devStakers.map((staker) => provideAndStake(staker, devLiquidity, DEV_FARM_STAKE_PERCENT)),
    ]);

    await seedTradingHistory({
      publicClient,
      trader: whale,
      router: contracts.router,
      wbnb: contracts.wbnb,
      pairs: whaleLiquidity.map(({ farm }) => ({
        pair: lpTokenOf(farm),
        token: requireToken(contracts, farm.definition.token),
        quote: requireToken(contracts, farm.definition.quote),
        budget: farm.tradingFloat,
      })),
      swapCount: TRADING_HISTORY_SWAPS,
      mineBlock,
    });

    for (const farm of plan.farms) {
      if (farm.definition.schedule !== "finished") continue;
      await sender.send({
        step: `finish farm ${farm.pid}`,
        to: masterChef,
        data: encodeFunctionData({
          abi: MasterChefArtifact.abi,
          functionName: "set",
          args: [BigInt(farm.pid), farm.finalAllocPoint, false],
        }),
      });
    }
    await sender.confirm();

    const farms = plan.farms.map((farm): DeployedFarm => ({
      pid: farm.pid,
      lpSymbol: `${displaySymbol(farm.definition.token)}-${displaySymbol(farm.definition.quote)} LP`,
      lpAddress: lpTokenOf(farm),
      token: requireToken(contracts, farm.definition.token),
      quoteToken: requireToken(contracts, farm.definition.quote),
      allocPoint: Number(farm.finalAllocPoint),
      isCommunity: farm.definition.isCommunity === true,
    }));
    return { staking: { farms } };
  });
}
