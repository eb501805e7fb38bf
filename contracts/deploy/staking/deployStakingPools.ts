import type { DeployedPool } from "@griddle/sdk";
import { encodeDeployData, encodeFunctionData, getContractAddress, parseUnits, type Address } from "viem";
import { BnbStakingArtifact, SmartChefFactoryArtifact } from "../../generated/artifacts.ts";
import type { DeployedContracts } from "../amm/deployContracts.ts";
import type { LocalTokenDefinition, LocalTokenSymbol } from "../amm/localTokens.ts";
import { requireToken } from "../amm/requireToken.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import {
  FINISHED_POOL_REWARD_BLOCKS,
  POOL_REWARD_BLOCKS,
  UPCOMING_POOL_DELAY_BLOCKS,
  type LocalPoolSchedule,
  type LocalStakingPoolDefinition,
} from "./localStakingPools.ts";

function rewardPeriod(schedule: LocalPoolSchedule, baseBlock: bigint): { start: bigint; end: bigint } {
  switch (schedule) {
    case "live":
      return { start: baseBlock, end: baseBlock + POOL_REWARD_BLOCKS };
    case "finished":
      return { start: baseBlock, end: baseBlock + FINISHED_POOL_REWARD_BLOCKS };
    case "upcoming": {
      const start = baseBlock + UPCOMING_POOL_DELAY_BLOCKS;
      return { start, end: start + POOL_REWARD_BLOCKS };
    }
  }
}

/**
 * Deploys the catalogue's pools in order, numbering them from `firstSousId`: SmartChefs through the
 * factory (whose nth creation lands at its nonce n, counted from 1 as for every contract), the BNB
 * pool from the deployer. Reward periods count from `baseBlock`; the pools are not funded yet.
 */
export async function deployStakingPools(
  sender: TransactionSender,
  contracts: DeployedContracts,
  tokenList: readonly LocalTokenDefinition[],
  smartChefFactory: Address,
  baseBlock: bigint,
  definitions: readonly LocalStakingPoolDefinition[],
  firstSousId: number,
): Promise<DeployedPool[]> {
  const decimalsOf = (symbol: LocalTokenSymbol | "BNB"): number => {
    if (symbol === "BNB") return 18;
    const token = tokenList.find((candidate) => candidate.symbol === symbol);
    if (token === undefined) throw new Error(`${symbol} is not in the token list`);
    return token.decimals;
  };
  let factoryNonce = 1n;
  const pools: DeployedPool[] = [];
  for (const [index, definition] of definitions.entries()) {
    const { start, end } = rewardPeriod(definition.schedule, baseBlock);
    const earningToken = requireToken(contracts, definition.earning);
    const rewardPerBlock = parseUnits(definition.rewardPerBlock, decimalsOf(definition.earning));
    const limit = parseUnits(definition.limit ?? "0", decimalsOf(definition.staking));
    const step = `deploy the ${definition.staking}-${definition.earning} pool`;
    let address: Address;
    if (definition.staking === "BNB") {
      address = await sender.deploy(
        step,
        encodeDeployData({
          ...BnbStakingArtifact,
          args: [earningToken, rewardPerBlock, start, end, limit, sender.deployer],
        }),
      );
    } else {
      address = getContractAddress({ from: smartChefFactory, nonce: factoryNonce });
      factoryNonce += 1n;
      await sender.send({
        step,
        to: smartChefFactory,
        data: encodeFunctionData({
          abi: SmartChefFactoryArtifact.abi,
          functionName: "deployPool",
          args: [
            requireToken(contracts, definition.staking),
            earningToken,
            rewardPerBlock,
            start,
            end,
            limit,
            sender.deployer,
          ],
        }),
      });
    }
    pools.push({
      sousId: firstSousId + index,
      address,
      // The BNB pool is listed under WBNB, whose price and decimals stand for the native coin.
      stakingToken:
        definition.staking === "BNB" ? contracts.wbnb : requireToken(contracts, definition.staking),
      earningToken,
      tokenPerBlock: rewardPerBlock.toString(),
      startBlock: Number(start),
      endBlock: Number(end),
      stakingLimit: limit.toString(),
      poolCategory: definition.category,
      sortOrder: 999,
    });
  }
  return pools;
}
