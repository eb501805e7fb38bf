import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { network } from "hardhat";
import {
  LOCAL_COLLECTIBLES,
  LOCAL_DEV_MNEMONIC,
  LOCAL_TEAMS,
  SEEDED_DEV_ACCOUNT_COUNT,
  STARTER_COLLECTIBLES,
} from "@griddle/sdk";
import {
  createWalletClient,
  custom,
  getAddress,
  keccak256,
  maxUint256,
  parseEther,
  parseEventLogs,
  toHex,
  zeroAddress,
  zeroHash,
  type Address,
  type Hash,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { deployLocalStack } from "../../../deploy/deployAll.ts";
import { SEED_ROUNDS } from "../../../deploy/prediction/localPrediction.ts";
import {
  CAKE_RECEIVER_ACCOUNT_INDEX,
  CAKE_TO_REACTIVATE,
  CAKE_TO_REGISTER,
  CAKE_TO_UPDATE,
  campaignPoints,
  SEED_PROFILES,
  SEED_TEAM_POINTS,
  STARTER_PRICE,
} from "../../../deploy/profile/localProfile.ts";
import {
  BunnyFactoryArtifact,
  BunnySpecialCakeVaultArtifact,
  BunnySpecialPredictionArtifact,
  CakeTokenArtifact,
  GriddleBunniesArtifact,
  GriddleProfileArtifact,
  PointCenterIFOArtifact,
} from "../../../generated/artifacts.ts";

/** A base URI other than the default, as the stack passes the API's. */
const METADATA_BASE_URI = "http://127.0.0.1:4321/api/collectibles/";
const devAddress = (addressIndex: number): Address =>
  getAddress(mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex }).address);

describe("the profile area of the local deployment", async () => {
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
    collectibleMetadataBaseUri: METADATA_BASE_URI,
  });
  const { profile: section } = manifest;
  const profile = { address: section.profile, abi: GriddleProfileArtifact.abi } as const;
  const collection = { address: section.collection, abi: GriddleBunniesArtifact.abi } as const;
  const factory = { address: section.factory, abi: BunnyFactoryArtifact.abi } as const;
  const predictionClaim = {
    address: section.predictionClaim,
    abi: BunnySpecialPredictionArtifact.abi,
  } as const;
  const vaultClaim = { address: section.vaultClaim, abi: BunnySpecialCakeVaultArtifact.abi } as const;
  const cake = { address: manifest.contracts.cake, abi: CakeTokenArtifact.abi } as const;
  const profileOf = (user: Address) =>
    publicClient.readContract({ ...profile, functionName: "getUserProfile", args: [user] });

  it("deploys after the lottery and records where the indexer starts", () => {
    assert.ok(section.startBlock >= manifest.lottery.startBlock, "after the lottery");
    assert.equal(getAddress(section.cakeReceiver), devAddress(CAKE_RECEIVER_ACCOUNT_INDEX));
  });

  it("adds the catalogue's teams, joinable, and charges the spec's costs to the receiver", async () => {
    assert.equal(
      await publicClient.readContract({ ...profile, functionName: "numberTeams" }),
      BigInt(LOCAL_TEAMS.length),
    );
    for (const team of LOCAL_TEAMS) {
      const [name, description, , , joinable] = await publicClient.readContract({
        ...profile,
        functionName: "getTeamProfile",
        args: [BigInt(team.id)],
      });
      assert.deepEqual([name, description, joinable], [team.name, team.description, true]);
    }
    const [register, update, reactivate, starter, receiver] = await Promise.all([
      publicClient.readContract({ ...profile, functionName: "numberCakeToRegister" }),
      publicClient.readContract({ ...profile, functionName: "numberCakeToUpdate" }),
      publicClient.readContract({ ...profile, functionName: "numberCakeToReactivate" }),
      publicClient.readContract({ ...factory, functionName: "tokenPrice" }),
      publicClient.readContract({ ...profile, functionName: "cakeReceiver" }),
    ]);
    assert.deepEqual(
      [register, update, reactivate, starter],
      [parseEther("5"), parseEther("2"), parseEther("2"), parseEther("5")],
    );
    assert.equal(register + starter, parseEther("10"), "spec 001: a profile costs 10 CAKE in all");
    assert.equal(getAddress(receiver), getAddress(section.cakeReceiver));
    const paid = await publicClient.readContract({
      ...cake,
      functionName: "balanceOf",
      args: [section.cakeReceiver],
    });
    assert.equal(
      paid,
      BigInt(SEED_PROFILES.length) * (STARTER_PRICE + CAKE_TO_REGISTER),
      "the seed's starters and profiles",
    );
    assert.ok(CAKE_TO_UPDATE > 0n && CAKE_TO_REACTIVATE > 0n);
  });

  it("grants the seeded teams their achievements' points", async () => {
    for (const team of LOCAL_TEAMS) {
      const [, , , points] = await publicClient.readContract({
        ...profile,
        functionName: "getTeamProfile",
        args: [BigInt(team.id)],
      });
      const expected = SEED_TEAM_POINTS.filter(({ teamId }) => teamId === team.id).reduce(
        (sum, { campaignId }) => sum + campaignPoints(campaignId),
        0n,
      );
      assert.equal(points, expected, team.name);
    }
  });

  it("wires the roles: the collection approved, the factory and claims mint, the claims and center grant points", async () => {
    const MINTER_ROLE = keccak256(toHex("MINTER_ROLE"));
    const POINT_ROLE = keccak256(toHex("POINT_ROLE"));
    const NFT_ROLE = keccak256(toHex("NFT_ROLE"));
    const checks: [boolean, string][] = await Promise.all([
      ...[section.factory, section.predictionClaim, section.vaultClaim].map(
        async (minter) =>
          [
            await publicClient.readContract({
              ...collection,
              functionName: "hasRole",
              args: [MINTER_ROLE, minter],
            }),
            `${minter} mints`,
          ] as [boolean, string],
      ),
      ...[section.predictionClaim, section.vaultClaim, section.pointCenterIfo].map(
        async (granter) =>
          [
            await publicClient.readContract({
              ...profile,
              functionName: "hasRole",
              args: [POINT_ROLE, granter],
            }),
            `${granter} grants points`,
          ] as [boolean, string],
      ),
      publicClient
        .readContract({ ...profile, functionName: "hasRole", args: [NFT_ROLE, section.collection] })
        .then((approved): [boolean, string] => [approved, "the collection is approved"]),
      publicClient
        .readContract({ ...profile, functionName: "hasRole", args: [zeroHash, deployer.account.address] })
        .then((admin): [boolean, string] => [admin, "the deployer is the admin"]),
    ]);
    for (const [ok, what] of checks) assert.ok(ok, what);
  });

  it("serves every token's metadata from the base URI it was given, by the catalogue's identifier", async () => {
    const starterUris = await Promise.all(
      STARTER_COLLECTIBLES.map(({ bunnyId }) =>
        publicClient.readContract({ ...factory, functionName: "bunnyTokenURI", args: [bunnyId] }),
      ),
    );
    assert.deepEqual(
      starterUris,
      STARTER_COLLECTIBLES.map(({ identifier }) => `${identifier}.json`),
    );
    const tokenId = await publicClient.readContract({
      ...collection,
      functionName: "tokenOfOwnerByIndex",
      args: [section.profile, 0n],
    });
    const bunnyId = await publicClient.readContract({
      ...collection,
      functionName: "getBunnyId",
      args: [tokenId],
    });
    const identifier = LOCAL_COLLECTIBLES.find((collectible) => collectible.bunnyId === bunnyId)?.identifier;
    assert.equal(
      await publicClient.readContract({ ...collection, functionName: "tokenURI", args: [tokenId] }),
      `${METADATA_BASE_URI}${identifier}.json`,
    );
  });

  it("seeds active profiles for dev accounts 1-3 with their achievements and a paused one for account 4", async () => {
    for (const seed of SEED_PROFILES) {
      const account = devAddress(seed.accountIndex);
      const [, points, teamId, nftAddress, tokenId, isActive] = await profileOf(account);
      assert.equal(teamId, BigInt(seed.teamId), `account ${seed.accountIndex}'s team`);
      assert.equal(isActive, !seed.paused, `account ${seed.accountIndex} active`);
      const expectedPoints = seed.campaigns.reduce(
        (total, campaignId) => total + (campaignId === 200_001n ? 100n : 50n),
        0n,
      );
      assert.equal(points, expectedPoints, `account ${seed.accountIndex}'s points`);
      const holder = seed.paused ? account : section.profile;
      const starter = seed.paused
        ? await publicClient.readContract({
            ...collection,
            functionName: "tokenOfOwnerByIndex",
            args: [account, 0n],
          })
        : tokenId;
      assert.equal(
        getAddress(
          await publicClient.readContract({ ...collection, functionName: "ownerOf", args: [starter] }),
        ),
        getAddress(holder),
      );
      assert.equal(
        await publicClient.readContract({ ...collection, functionName: "getBunnyId", args: [starter] }),
        seed.starterBunnyId,
      );
      assert.equal(getAddress(nftAddress), seed.paused ? zeroAddress : getAddress(section.collection));
      assert.ok(await publicClient.readContract({ ...factory, functionName: "hasClaimed", args: [account] }));
    }
    const logs = await publicClient.getContractEvents({
      ...profile,
      eventName: "UserPointIncrease",
      fromBlock: BigInt(section.startBlock),
    });
    assert.deepEqual(
      logs.map(({ args }) => [getAddress(args.userAddress ?? zeroAddress), args.campaignId]),
      SEED_PROFILES.flatMap((seed) =>
        seed.campaigns.map((campaignId) => [devAddress(seed.accountIndex), campaignId]),
      ),
    );
  });

  it("leaves account 0 without a profile, with CAKE, and both claims open to it once it makes one", async () => {
    const account = devAddress(0);
    assert.equal(
      await publicClient.readContract({ ...profile, functionName: "hasRegistered", args: [account] }),
      false,
    );
    assert.ok(
      (await publicClient.readContract({ ...cake, functionName: "balanceOf", args: [account] })) >
        parseEther("100"),
    );
    assert.equal(
      await publicClient.readContract({ ...predictionClaim, functionName: "canClaim", args: [account] }),
      false,
    );
    assert.equal(
      await publicClient.readContract({ ...predictionClaim, functionName: "thresholdRound" }),
      BigInt(SEED_ROUNDS.length + 1),
    );

    const [threshold, head] = await Promise.all([
      publicClient.readContract({ ...vaultClaim, functionName: "thresholdTimestamp" }),
      publicClient.getBlock(),
    ]);
    assert.ok(
      threshold > head.timestamp,
      "the vault claim's threshold lies ahead, so today's depositors qualify",
    );

    const wallet = createWalletClient({
      account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: 0 }),
      chain: publicClient.chain,
      transport: custom(publicClient),
    });
    const sent = async (hash: Hash) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      assert.equal(receipt.status, "success");
      return receipt;
    };
    await sent(
      await wallet.writeContract({ ...cake, functionName: "approve", args: [section.factory, maxUint256] }),
    );
    const mint = await sent(await wallet.writeContract({ ...factory, functionName: "mintNFT", args: [4] }));
    const [minted] = parseEventLogs({
      abi: BunnyFactoryArtifact.abi,
      eventName: "BunnyMint",
      logs: mint.logs,
    });
    assert.ok(minted);
    await sent(
      await wallet.writeContract({ ...cake, functionName: "approve", args: [section.profile, maxUint256] }),
    );
    await sent(
      await wallet.writeContract({
        ...collection,
        functionName: "approve",
        args: [section.profile, minted.args.tokenId],
      }),
    );
    await sent(
      await wallet.writeContract({
        ...profile,
        functionName: "createProfile",
        args: [2n, section.collection, minted.args.tokenId],
      }),
    );

    // Both claims share BunnySpecialClaim's canClaim and mintNFT: one ABI calls either.
    const claims = [section.predictionClaim, section.vaultClaim].map((address) => ({
      ...predictionClaim,
      address,
    }));
    for (const claim of claims) {
      assert.equal(
        await publicClient.readContract({ ...claim, functionName: "canClaim", args: [account] }),
        true,
      );
      await sent(await wallet.writeContract({ ...claim, functionName: "mintNFT" }));
      assert.equal(
        await publicClient.readContract({ ...claim, functionName: "canClaim", args: [account] }),
        false,
      );
    }
    const [, points] = await profileOf(account);
    assert.equal(points, 100n, "50 for each claim's campaign");
    const held = await publicClient.readContract({
      ...collection,
      functionName: "balanceOf",
      args: [account],
    });
    assert.equal(held, 2n, "the two claimed collectibles (the starter is the avatar)");
    const pointCenterOwner = await publicClient.readContract({
      address: section.pointCenterIfo,
      abi: PointCenterIFOArtifact.abi,
      functionName: "owner",
    });
    assert.equal(
      getAddress(pointCenterOwner),
      getAddress(deployer.account.address),
      "offerings are added by the deployer",
    );
  });
});
