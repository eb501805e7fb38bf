import { LOCAL_DEV_MNEMONIC, LOCAL_KEEPER_ACCOUNT_INDEX, type CompetitionSection } from "@griddle/sdk";
import { encodeDeployData, encodeFunctionData, isAddressEqual, keccak256, toHex, type Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import {
  CakeTokenArtifact,
  GriddleFactoryArtifact,
  GriddleProfileArtifact,
  GriddleTradingCompetitionArtifact,
} from "../../generated/artifacts.ts";
import type { DeployedContracts } from "../amm/deployContracts.ts";
import { requireToken } from "../amm/requireToken.ts";
import { createDevAccountSender } from "../core/createDevAccountSender.ts";
import { createKeeperSender } from "../core/createKeeperSender.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import type { DeployContext } from "../core/DeployContext.ts";
import { withBatchedMining } from "../core/withBatchedMining.ts";
import {
  CAKE_REWARDS,
  competitionCampaignId,
  DEFAULT_COMPETITION_SCHEDULE,
  ELIGIBLE_PAIR_SYMBOLS,
  FUNDED_CAKE,
  POINT_REWARDS,
  SEED_COMPETITORS,
  type CompetitionSchedule,
} from "./localCompetition.ts";

const POINT_ROLE = keccak256(toHex("POINT_ROLE"));

/** What the competition builds on. */
export interface CompetitionDependencies {
  readonly contracts: DeployedContracts;
  /** GriddleProfile, with its teams and the seeded profiles of SEED_COMPETITORS. */
  readonly profile: Address;
}

/**
 * Deploys the trading competition on CAKE for the profile's teams (owner: the deployer; operator: the
 * competition keeper's account), sets the reward table of every team rank, funds it with FUNDED_CAKE,
 * grants it the profile's point role, and registers SEED_COMPETITORS. It stays in its registration
 * phase: the keeper moves it on `schedule`, and makes the seeded trades once it is live (the trades
 * must fall in the live phase, which starts minutes after the deployment). Mining is batched, so the
 * step takes a few blocks. Runs after every earlier area, so their addresses never move.
 */
export async function deployCompetition(
  context: DeployContext,
  { contracts, profile }: CompetitionDependencies,
  schedule: CompetitionSchedule = DEFAULT_COMPETITION_SCHEDULE,
): Promise<CompetitionSection> {
  const { publicClient, deployer: sender } = context;
  const deployer = sender.deployer;
  const cake = requireToken(contracts, "CAKE");
  const startBlock = Number(await publicClient.getBlockNumber({ cacheTime: 0 }));
  const operator = await createKeeperSender(context, LOCAL_KEEPER_ACCOUNT_INDEX.competitionOperator);
  const numberTeams = Number(
    await publicClient.readContract({
      address: profile,
      abi: GriddleProfileArtifact.abi,
      functionName: "numberTeams",
    }),
  );
  const eligiblePairs = await Promise.all(
    ELIGIBLE_PAIR_SYMBOLS.map(([a, b]) =>
      publicClient.readContract({
        address: contracts.factory,
        abi: GriddleFactoryArtifact.abi,
        functionName: "getPair",
        args: [requireToken(contracts, a), requireToken(contracts, b)],
      }),
    ),
  );
  const competitors = await Promise.all(SEED_COMPETITORS.map((index) => senderFor(context, index)));

  const competition = await withBatchedMining(publicClient, async () => {
    const address = await sender.deploy(
      "deploy GriddleTradingCompetition",
      encodeDeployData({
        ...GriddleTradingCompetitionArtifact,
        args: [cake, profile, BigInt(numberTeams), operator.deployer, deployer],
      }),
    );
    await sender.send({
      step: "let the competition add profile points",
      to: profile,
      data: encodeFunctionData({
        abi: GriddleProfileArtifact.abi,
        functionName: "grantRole",
        args: [POINT_ROLE, address],
      }),
    });
    for (let rank = 1; rank <= numberTeams; rank++) {
      const cakeRewards = CAKE_REWARDS[rank - 1];
      const pointRewards = POINT_REWARDS[rank - 1];
      if (cakeRewards === undefined || pointRewards === undefined)
        throw new Error(`No local rewards for team rank ${rank}`);
      await sender.send({
        step: `set the rewards of team rank ${rank}`,
        to: address,
        data: encodeFunctionData({
          abi: GriddleTradingCompetitionArtifact.abi,
          functionName: "updateTeamRewards",
          args: [
            BigInt(rank),
            [0, 1, 2, 3, 4].map((group) => competitionCampaignId(rank, group)) as [
              bigint,
              bigint,
              bigint,
              bigint,
              bigint,
            ],
            [...cakeRewards],
            [...pointRewards],
          ],
        }),
      });
    }
    await sender.send({
      step: "approve the competition's CAKE",
      to: cake,
      data: encodeFunctionData({
        abi: CakeTokenArtifact.abi,
        functionName: "approve",
        args: [address, FUNDED_CAKE],
      }),
    });
    await sender.send({
      step: "fund the competition's rewards",
      to: address,
      data: encodeFunctionData({
        abi: GriddleTradingCompetitionArtifact.abi,
        functionName: "fundRewards",
        args: [FUNDED_CAKE],
      }),
    });
    await sender.confirm();
    await Promise.all(
      competitors.map(async (competitor) => {
        await competitor.send({
          step: "competition seed: register",
          to: address,
          data: encodeFunctionData({ abi: GriddleTradingCompetitionArtifact.abi, functionName: "register" }),
        });
        await competitor.confirm();
      }),
    );
    return address;
  });

  return {
    competition: {
      contract: competition,
      startBlock,
      owner: deployer,
      operator: operator.deployer,
      numberTeams,
      eligiblePairs,
      schedule,
    },
  };
}

/** A dev account's sender: a staker's own (it counts its nonces already), else a new one. */
async function senderFor(context: DeployContext, accountIndex: number): Promise<TransactionSender> {
  const { address } = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: accountIndex });
  const staker = context.devStakers.find((candidate) => isAddressEqual(candidate.deployer, address));
  return staker ?? createDevAccountSender(context.publicClient, accountIndex);
}
