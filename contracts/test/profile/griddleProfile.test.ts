import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { network } from "hardhat";
import { getAddress, parseEther, toFunctionSignature, type Abi, type AbiFunction, type Hash } from "viem";
import {
  BunnyFactoryArtifact,
  BunnySpecialCakeVaultArtifact,
  BunnySpecialPredictionArtifact,
  GriddleBunniesArtifact,
  GriddleProfileArtifact,
  PointCenterIFOArtifact,
} from "../../generated/artifacts.ts";

const OSAKA_TRANSACTION_GAS_CAP = 16_777_216n;

/** PancakeProfile calls spec 001 names (sections 3, 5 and 6), with PancakeSwap's signatures. */
const PANCAKE_PROFILE_CALLS = [
  "createProfile(uint256,address,uint256)",
  "updateProfile(address,uint256)",
  "pauseProfile()",
  "reactivateProfile(address,uint256)",
  "getUserProfile(address)",
  "getUserStatus(address)",
  "getTeamProfile(uint256)",
  "hasRegistered(address)",
  "numberTeams()",
  "numberActiveProfiles()",
  "numberCakeToRegister()",
  "numberCakeToReactivate()",
  "numberCakeToUpdate()",
  "updateNumberCake(uint256,uint256,uint256)",
  "addTeam(string,string)",
  "renameTeam(uint256,string,string)",
  "makeTeamJoinable(uint256)",
  "makeTeamNotJoinable(uint256)",
  "changeTeam(address,uint256)",
  "addNftAddress(address)",
  "increaseUserPoints(address,uint256,uint256)",
  "increaseUserPointsMultiple(address[],uint256,uint256)",
  "increaseTeamPoints(uint256,uint256,uint256)",
  "removeUserPoints(address,uint256)",
  "removeUserPointsMultiple(address[],uint256)",
  "removeTeamPoints(uint256,uint256)",
  "grantRole(bytes32,address)",
  "revokeRole(bytes32,address)",
  "DEFAULT_ADMIN_ROLE()",
  "NFT_ROLE()",
  "POINT_ROLE()",
  "SPECIAL_ROLE()",
];
/** The collection, factory, claims and points center calls the app and PancakeSwap's scripts make. */
const PANCAKE_CALLS_BY_CONTRACT: readonly [string, Abi, readonly string[]][] = [
  ["GriddleProfile", GriddleProfileArtifact.abi, PANCAKE_PROFILE_CALLS],
  [
    "GriddleBunnies",
    GriddleBunniesArtifact.abi,
    [
      "balanceOf(address)",
      "tokenOfOwnerByIndex(address,uint256)",
      "getBunnyId(uint256)",
      "tokenURI(uint256)",
      "bunnyCount(uint8)",
      "mint(address,string,uint8)",
    ],
  ],
  [
    "BunnyFactory",
    BunnyFactoryArtifact.abi,
    [
      "mintNFT(uint8)",
      "hasClaimed(address)",
      "tokenPrice()",
      "startBlockNumber()",
      "updateTokenPrice(uint256)",
    ],
  ],
  ...(
    [
      ["BunnySpecialPrediction", BunnySpecialPredictionArtifact.abi, "thresholdRound()"],
      ["BunnySpecialCakeVault", BunnySpecialCakeVaultArtifact.abi, "thresholdTimestamp()"],
    ] as const
  ).map(
    ([name, abi, threshold]) =>
      [
        name,
        abi,
        [
          "canClaim(address)",
          "hasClaimed(address)",
          "mintNFT()",
          "owner()",
          "bunnyId()",
          "campaignId()",
          "endBlock()",
          "numberPoints()",
          threshold,
        ],
      ] as [string, Abi, readonly string[]],
  ),
  [
    "PointCenterIFO",
    PointCenterIFOArtifact.abi,
    [
      "checkClaimStatus(address,address)",
      "checkClaimStatuses(address,address[])",
      "getPoints(address)",
      "ifos(address)",
      "addIFOAddress(address,uint256,uint256,uint256)",
    ],
  ],
];

describe("the profile area's ABIs", () => {
  for (const [name, abi, calls] of PANCAKE_CALLS_BY_CONTRACT) {
    it(`${name} keeps PancakeSwap's signature for every call the app makes`, () => {
      const signatures = new Set(
        abi
          .filter((item): item is AbiFunction => item.type === "function")
          .map((f) => toFunctionSignature(f)),
      );
      assert.deepEqual(
        calls.filter((signature) => !signatures.has(signature)),
        [],
      );
    });
  }

  it("returns the profile's six values and the team's five, named and typed as PancakeProfile's", () => {
    const functions = GriddleProfileArtifact.abi.filter((item) => item.type === "function");
    const outputs = (name: string) =>
      functions.find((f) => f.name === name)?.outputs.map((output) => output.type);
    assert.deepEqual(outputs("getUserProfile"), [
      "uint256",
      "uint256",
      "uint256",
      "address",
      "uint256",
      "bool",
    ]);
    assert.deepEqual(outputs("getTeamProfile"), ["string", "string", "uint256", "uint256", "bool"]);
    assert.deepEqual(
      PointCenterIFOArtifact.abi
        .filter((item) => item.type === "function")
        .find((f) => f.name === "ifos")
        ?.outputs.map((output) => output.name),
      ["thresholdToClaim", "campaignId", "numberPoints"],
    );
  });
});

describe("the profile setup flow", async () => {
  const { viem } = await network.create();
  const publicClient = await viem.getPublicClient();
  const [admin, user, receiver] = await viem.getWalletClients();
  if (!admin || !user || !receiver) throw new Error("The network has too few accounts");
  const gasOf = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    assert.equal(receipt.status, "success");
    return receipt.gasUsed;
  };

  const cake = await viem.deployContract("CakeToken", [admin.account.address]);
  const bunnies = await viem.deployContract("GriddleBunnies", [
    "http://127.0.0.1:4000/api/collectibles/",
    admin.account.address,
  ]);
  const profile = await viem.deployContract("GriddleProfile", [
    cake.address,
    receiver.account.address,
    parseEther("2"),
    parseEther("5"),
    parseEther("2"),
    admin.account.address,
  ]);
  const factory = await viem.deployContract("BunnyFactory", [
    bunnies.address,
    cake.address,
    receiver.account.address,
    parseEther("5"),
    ["batter-bun.json", "syrup-drop.json", "berry-stack.json", "butter-pat.json", "golden-flip.json"],
    admin.account.address,
  ]);
  await gasOf(await bunnies.write.grantRole([await bunnies.read.MINTER_ROLE(), factory.address]));
  await gasOf(await profile.write.addNftAddress([bunnies.address]));
  await gasOf(await profile.write.addTeam(["Syrup Storm", "Fast and sticky"]));
  await gasOf(await cake.write.mint([user.account.address, parseEther("100")]));

  it("buys a starter and creates, updates, pauses and reactivates a profile, each call far below the cap", async () => {
    const asUser = { account: user.account };
    const gas: Record<string, bigint> = {};
    gas.approveFactory = await gasOf(await cake.write.approve([factory.address, parseEther("5")], asUser));
    gas.mintNFT = await gasOf(await factory.write.mintNFT([2], asUser));
    gas.approveProfile = await gasOf(await cake.write.approve([profile.address, parseEther("100")], asUser));
    gas.approveCollection = await gasOf(
      await bunnies.write.setApprovalForAll([profile.address, true], asUser),
    );
    gas.createProfile = await gasOf(await profile.write.createProfile([1n, bunnies.address, 1n], asUser));
    await gasOf(await bunnies.write.grantRole([await bunnies.read.MINTER_ROLE(), admin.account.address]));
    await gasOf(await bunnies.write.mint([user.account.address, "golden-flip.json", 4]));
    gas.updateProfile = await gasOf(await profile.write.updateProfile([bunnies.address, 2n], asUser));
    gas.pauseProfile = await gasOf(await profile.write.pauseProfile(asUser));
    gas.reactivateProfile = await gasOf(await profile.write.reactivateProfile([bunnies.address, 1n], asUser));

    const [, , teamId, nftAddress, tokenId, isActive] = await profile.read.getUserProfile([
      user.account.address,
    ]);
    assert.deepEqual(
      [teamId, getAddress(nftAddress), tokenId, isActive],
      [1n, getAddress(bunnies.address), 1n, true],
    );
    assert.equal(
      getAddress(await bunnies.read.ownerOf([2n])),
      getAddress(user.account.address),
      "the swapped-out avatar came back",
    );
    assert.equal(
      await bunnies.read.tokenURI([1n]),
      "http://127.0.0.1:4000/api/collectibles/berry-stack.json",
    );
    assert.equal(
      await cake.read.balanceOf([receiver.account.address]),
      parseEther("14"),
      "starter 5 + register 5 + update 2 + reactivate 2",
    );
    for (const [call, used] of Object.entries(gas)) {
      assert.ok(used < 400_000n && used < OSAKA_TRANSACTION_GAS_CAP, `${call} used ${used} gas`);
    }
  });
});
