import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import { encodeFunctionData, isAddressEqual, maxUint256, zeroAddress, type Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import {
  BunnyFactoryArtifact,
  CakeTokenArtifact,
  GriddleBunniesArtifact,
  GriddleProfileArtifact,
} from "../../generated/artifacts.ts";
import { createDevAccountSender } from "../core/createDevAccountSender.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import type { DeployContext } from "../core/DeployContext.ts";
import { campaignPoints, SEED_PROFILES, SEED_TEAM_POINTS } from "./localProfile.ts";

export interface SeededProfileContracts {
  readonly cake: Address;
  readonly collection: Address;
  readonly profile: Address;
  readonly factory: Address;
}

/**
 * Plays SEED_PROFILES as the dev accounts would: each buys its starter, then creates its profile
 * with it (approving CAKE and the collection first); the deployer grants the campaigns' points to
 * accounts and to teams (SEED_TEAM_POINTS), and the paused account pauses. Each step's transactions from all accounts share a block (the caller
 * batches the mining), so the seed adds three blocks. Accounts that stake send through the context's
 * stakers, the others through their own keys.
 */
export async function seedProfiles(context: DeployContext, contracts: SeededProfileContracts): Promise<void> {
  const { publicClient, deployer } = context;
  const { cake, collection, profile, factory } = contracts;
  const senders = await Promise.all(
    SEED_PROFILES.map(async ({ accountIndex }): Promise<TransactionSender> => {
      const { address } = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: accountIndex });
      // A staker's sender counts its nonces already: a second sender for its account would collide.
      const staker = context.devStakers.find((candidate) => isAddressEqual(candidate.deployer, address));
      return staker ?? createDevAccountSender(publicClient, accountIndex);
    }),
  );
  const step = async (work: (sender: TransactionSender, index: number) => Promise<unknown>) => {
    await Promise.all(senders.map(async (sender, index) => work(sender, index)));
    await Promise.all(senders.map((sender) => sender.confirm()));
  };
  const seedOf = (index: number) => {
    const seed = SEED_PROFILES[index];
    if (seed === undefined) throw new Error(`No seeded profile #${index}`);
    return seed;
  };

  await step(async (sender, index) => {
    await sender.send({
      step: "profile seed: approve CAKE for the starter and the profile",
      to: cake,
      data: encodeFunctionData({
        abi: CakeTokenArtifact.abi,
        functionName: "approve",
        args: [factory, maxUint256],
      }),
    });
    await sender.send({
      step: "profile seed: approve CAKE for the profile",
      to: cake,
      data: encodeFunctionData({
        abi: CakeTokenArtifact.abi,
        functionName: "approve",
        args: [profile, maxUint256],
      }),
    });
    await sender.send({
      step: "profile seed: let the profile take the starter",
      to: collection,
      data: encodeFunctionData({
        abi: GriddleBunniesArtifact.abi,
        functionName: "setApprovalForAll",
        args: [profile, true],
      }),
    });
    await sender.send({
      step: `profile seed: buy starter ${seedOf(index).starterBunnyId}`,
      to: factory,
      data: encodeFunctionData({
        abi: BunnyFactoryArtifact.abi,
        functionName: "mintNFT",
        args: [seedOf(index).starterBunnyId],
      }),
    });
  });

  await step(async (sender, index) => {
    const tokenId = await publicClient.readContract({
      address: collection,
      abi: GriddleBunniesArtifact.abi,
      functionName: "tokenOfOwnerByIndex",
      args: [sender.deployer, 0n],
    });
    await sender.send({
      step: `profile seed: create a profile in team ${seedOf(index).teamId}`,
      to: profile,
      data: encodeFunctionData({
        abi: GriddleProfileArtifact.abi,
        functionName: "createProfile",
        args: [BigInt(seedOf(index).teamId), collection, tokenId],
      }),
    });
  });

  // The deployer's grants go one after another: its sender counts nonces as it sends.
  for (const [index, seed] of SEED_PROFILES.entries()) {
    for (const campaignId of seed.campaigns) {
      await deployer.send({
        step: `profile seed: grant campaign ${campaignId}'s points`,
        to: profile,
        data: encodeFunctionData({
          abi: GriddleProfileArtifact.abi,
          functionName: "increaseUserPoints",
          args: [senders[index]?.deployer ?? zeroAddress, campaignPoints(campaignId), campaignId],
        }),
      });
    }
  }
  for (const { teamId, campaignId } of SEED_TEAM_POINTS) {
    await deployer.send({
      step: `profile seed: grant team ${teamId} campaign ${campaignId}'s points`,
      to: profile,
      data: encodeFunctionData({
        abi: GriddleProfileArtifact.abi,
        functionName: "increaseTeamPoints",
        args: [BigInt(teamId), campaignPoints(campaignId), campaignId],
      }),
    });
  }
  await step(async (sender, index) => {
    if (!seedOf(index).paused) return;
    await sender.send({
      step: "profile seed: pause a profile",
      to: profile,
      data: encodeFunctionData({ abi: GriddleProfileArtifact.abi, functionName: "pauseProfile" }),
    });
  });
  await deployer.confirm();
}
