import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { network } from "hardhat";
import { LOCAL_DEV_MNEMONIC, LOCAL_KEEPER_ACCOUNT_INDEX, SEEDED_DEV_ACCOUNT_COUNT } from "@griddle/sdk";
import { getAddress, isAddressEqual, keccak256, toHex, type Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { deployLocalStack } from "../../../deploy/deployAll.ts";
import {
  CAKE_REWARDS,
  competitionCampaignId,
  ELIGIBLE_PAIR_SYMBOLS,
  FUNDED_CAKE,
  POINT_REWARDS,
  SEED_COMPETITORS,
} from "../../../deploy/competition/localCompetition.ts";
import {
  CakeTokenArtifact,
  GriddleFactoryArtifact,
  GriddleProfileArtifact,
  GriddleTradingCompetitionArtifact,
} from "../../../generated/artifacts.ts";

const SCHEDULE = { registrationSeconds: 60, liveSeconds: 300 };
const devAddress = (addressIndex: number): Address =>
  getAddress(mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex }).address);

describe("the competition area of the local deployment", async () => {
  const connection = await network.create();
  const publicClient = await connection.viem.getPublicClient();
  const walletClients = await connection.viem.getWalletClients();
  const [deployer] = walletClients;
  if (deployer === undefined) throw new Error("The network has no accounts");
  const manifest = await deployLocalStack({
    publicClient,
    walletClient: deployer,
    stakerWalletClients: walletClients.slice(1, 4),
    seedAccounts: walletClients.slice(0, SEEDED_DEV_ACCOUNT_COUNT).map((client) => client.account.address),
    rpcUrl: "http://127.0.0.1:8545",
    blockedAddresses: [],
    competition: SCHEDULE,
  });
  const { competition: section } = manifest;
  const competition = { address: section.contract, abi: GriddleTradingCompetitionArtifact.abi } as const;
  const read = <
    name extends "currentStatus" | "cakeFunded" | "numberRegistered" | "operatorAddress" | "owner",
  >(
    functionName: name,
  ) => publicClient.readContract({ ...competition, functionName });

  it("writes the section: roles, teams, the eligible pairs and the keeper's schedule", async () => {
    assert.ok(isAddressEqual(section.owner, deployer.account.address));
    assert.ok(isAddressEqual(section.operator, devAddress(LOCAL_KEEPER_ACCOUNT_INDEX.competitionOperator)));
    assert.ok(isAddressEqual(await read("owner"), section.owner));
    assert.ok(isAddressEqual(await read("operatorAddress"), section.operator));
    assert.equal(section.numberTeams, 3);
    assert.deepEqual(section.schedule, SCHEDULE);
    const tokenOf = (symbol: string) => manifest.tokens.find((token) => token.symbol === symbol)?.address;
    const pairs = await Promise.all(
      ELIGIBLE_PAIR_SYMBOLS.map(([a, b]) =>
        publicClient.readContract({
          address: manifest.contracts.factory,
          abi: GriddleFactoryArtifact.abi,
          functionName: "getPair",
          args: [tokenOf(a) as Address, tokenOf(b) as Address],
        }),
      ),
    );
    assert.deepEqual(section.eligiblePairs, pairs, "BNB-BUSD, CAKE-BNB, ETH-BNB and BTCB-BNB");
  });

  it("leaves the competition in registration, funded, with the reward table and the profile's point role", async () => {
    assert.equal(await read("currentStatus"), 0);
    assert.equal(await read("cakeFunded"), FUNDED_CAKE);
    assert.equal(
      await publicClient.readContract({
        address: manifest.contracts.cake,
        abi: CakeTokenArtifact.abi,
        functionName: "balanceOf",
        args: [section.contract],
      }),
      FUNDED_CAKE,
    );
    assert.equal(
      await publicClient.readContract({
        address: manifest.profile.profile,
        abi: GriddleProfileArtifact.abi,
        functionName: "hasRole",
        args: [keccak256(toHex("POINT_ROLE")), section.contract],
      }),
      true,
    );
    const table = await publicClient.readContract({ ...competition, functionName: "viewRewardTeams" });
    table.forEach((row, index) => {
      const rank = index + 1;
      assert.deepEqual(row.cakeRewards, CAKE_REWARDS[index]);
      assert.deepEqual(row.pointUsers, POINT_REWARDS[index]);
      assert.deepEqual(
        row.userCampaignId,
        [0, 1, 2, 3, 4].map((group) => competitionCampaignId(rank, group)),
      );
    });
  });

  it("registers the seeded competitors for their profiles' teams 1 to 3", async () => {
    assert.equal(await read("numberRegistered"), BigInt(SEED_COMPETITORS.length));
    for (const [position, accountIndex] of SEED_COMPETITORS.entries()) {
      const [registered, claimed, teamId] = await publicClient.readContract({
        ...competition,
        functionName: "viewUserStatus",
        args: [devAddress(accountIndex)],
      });
      assert.equal(registered, true);
      assert.equal(claimed, false);
      assert.equal(teamId, BigInt(position + 1));
    }
  });
});
